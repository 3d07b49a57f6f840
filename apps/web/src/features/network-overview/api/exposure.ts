import type { ExposureReport } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const exposureKeys = {
  report: (networkId: number) => ['networks', networkId, 'exposure'] as const,
};

export const exposureQuery = (networkId: number) =>
  queryOptions({
    queryKey: exposureKeys.report(networkId),
    queryFn: () => api(endpoints.getExposure, { params: { id: String(networkId) } }),
  });

/** The last check of each backend; `enabled: false` for callers without `read_backends`. */
export const useExposure = (networkId: number, enabled: boolean) =>
  useQuery({ ...exposureQuery(networkId), enabled });

/** Checks the backends now (the API allows it once a minute per network). */
export function useCheckExposure(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.checkExposure, { params: { id: String(networkId) } }),
    onSuccess: (report: ExposureReport) =>
      queryClient.setQueryData(exposureKeys.report(networkId), report),
  });
}
