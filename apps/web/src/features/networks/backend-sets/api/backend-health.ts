import { endpoints } from '@palisade/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

/** The edges report every 10 s; the screen follows at the same pace. */
export const useBackendHealth = (networkId: number) =>
  useQuery({
    queryKey: ['networks', networkId, 'backendHealth'] as const,
    queryFn: () => api(endpoints.backendHealth, { params: { id: String(networkId) } }),
    refetchInterval: 10_000,
  });
