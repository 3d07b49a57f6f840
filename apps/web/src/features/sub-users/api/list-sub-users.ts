import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const subUsersKey = (networkId: number) => ['networks', networkId, 'subUsers'] as const;

export const listSubUsers = (networkId: number) =>
  api(endpoints.listSubUsers, { params: { id: String(networkId) } });

export const subUsersQuery = (networkId: number) =>
  queryOptions({ queryKey: subUsersKey(networkId), queryFn: () => listSubUsers(networkId) });

export const useSubUsers = (networkId: number) => useQuery(subUsersQuery(networkId));
