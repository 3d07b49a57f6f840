import { endpoints } from '@palisade/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const servingLocationsKey = (networkId: number) =>
  ['networks', networkId, 'servingLocations'] as const;

/** The locations that serve the network, as DNS answers them; edges report every 10 s. */
export const useServingLocations = (networkId: number) =>
  useQuery({
    queryKey: servingLocationsKey(networkId),
    queryFn: () => api(endpoints.networkLocations, { params: { id: String(networkId) } }),
    refetchInterval: 10_000,
  });
