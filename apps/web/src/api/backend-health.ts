import { endpoints } from '@palisade/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The edges report every 10 s; the screen follows at the same pace. `enabled: false` for
 * callers without `read_backends`: the API would refuse them.
 */
export const useBackendHealth = (networkId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['networks', networkId, 'backendHealth'] as const,
    queryFn: () => api(endpoints.backendHealth, { params: { id: String(networkId) } }),
    refetchInterval: 10_000,
  });
