import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tunnelKeys } from './tunnels';

export const tunnelLocationsQuery = () =>
  queryOptions({
    queryKey: tunnelKeys.locations(),
    queryFn: () => api(endpoints.tunnelLocations),
    staleTime: 5 * 60_000,
  });

export const useTunnelLocations = () => useQuery(tunnelLocationsQuery());
