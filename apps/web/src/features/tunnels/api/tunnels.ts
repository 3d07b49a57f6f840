import type { tunnel } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';

export type Tunnel = z.infer<typeof tunnel>;

export const tunnelKeys = {
  all: ['tunnels'] as const,
  list: () => [...tunnelKeys.all, 'list'] as const,
  detail: (id: number) => [...tunnelKeys.all, 'detail', id] as const,
  script: (id: number) => [...tunnelKeys.all, 'script', id] as const,
  rules: (id: number) => [...tunnelKeys.all, 'rules', id] as const,
  locations: () => [...tunnelKeys.all, 'locations'] as const,
  filters: () => [...tunnelKeys.all, 'filters'] as const,
  bindPort: (location: string | null) => [...tunnelKeys.all, 'bind-port', location] as const,
  analytics: (id: number, type: string, period: string) =>
    [...tunnelKeys.all, 'analytics', id, type, period] as const,
};

/** The full list (counters included): the overview shows this month's bandwidth. */
export const fetchTunnels = async (): Promise<Tunnel[]> =>
  (await api(endpoints.listTunnels, { query: { light: 'false' } })) as Tunnel[];

export const tunnelsQuery = () =>
  queryOptions({ queryKey: tunnelKeys.list(), queryFn: fetchTunnels });

export const useTunnels = () => useQuery(tunnelsQuery());
