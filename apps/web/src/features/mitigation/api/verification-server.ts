import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const verificationServerKey = (networkId: number) =>
  ['networks', networkId, 'verificationServer'] as const;

export type VerificationBody = NonNullable<
  RouteRequest<Routes['createVerificationServer']>['body']
>;

const params = (networkId: number) => ({ id: String(networkId) });

export const verificationServerQuery = (networkId: number) =>
  queryOptions({
    queryKey: verificationServerKey(networkId),
    queryFn: () => api(endpoints.getVerificationServer, { params: params(networkId) }),
  });

/** The network's anti-bot check, or null while it is off. */
export const useVerificationServer = (networkId: number) =>
  useQuery(verificationServerQuery(networkId));

/**
 * Turns the check on (POST), changes it (PATCH) or off (DELETE, `settings` null), and keeps
 * the cached value in step with what the API answered.
 */
export function useSaveVerificationServer(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      exists,
      settings,
    }: {
      exists: boolean;
      settings: VerificationBody | null;
    }) => {
      if (settings === null) {
        await api(endpoints.deleteVerificationServer, { params: params(networkId) });
        return null;
      }
      return exists
        ? api(endpoints.updateVerificationServer, { params: params(networkId), body: settings })
        : api(endpoints.createVerificationServer, { params: params(networkId), body: settings });
    },
    onSuccess: (server) => queryClient.setQueryData(verificationServerKey(networkId), server),
  });
}
