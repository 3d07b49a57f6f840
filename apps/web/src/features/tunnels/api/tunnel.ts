import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tunnelKeys } from './tunnels';

export const tunnelQuery = (id: number) =>
  queryOptions({
    queryKey: tunnelKeys.detail(id),
    queryFn: () => api(endpoints.getTunnel, { params: { id: String(id) } }),
    refetchInterval: 30_000,
  });

export const useTunnel = (id: number) => useQuery(tunnelQuery(id));
