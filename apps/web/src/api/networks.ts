import type { Network } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The networks the user owns or shares: the shell's network switcher, the dashboard and every
 * network screen read this one list. Network screens add their own keys under `all`.
 */
export const networkKeys = {
  all: ['networks'] as const,
  list: () => [...networkKeys.all, 'list'] as const,
  detail: (id: number) => [...networkKeys.all, 'detail', id] as const,
};

export const fetchNetworks = (): Promise<Network[]> => api(endpoints.listNetworks);

export const networksQuery = () =>
  queryOptions({ queryKey: networkKeys.list(), queryFn: fetchNetworks });

export const useNetworks = () => useQuery(networksQuery());
