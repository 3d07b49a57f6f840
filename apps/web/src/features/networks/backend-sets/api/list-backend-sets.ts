import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const backendSetsKey = (networkId: number) =>
  ['networks', networkId, 'backendSets'] as const;

export const listBackendSets = (networkId: number) =>
  api(endpoints.listBackendSets, { params: { id: String(networkId) } });

export const backendSetsQuery = (networkId: number) =>
  queryOptions({ queryKey: backendSetsKey(networkId), queryFn: () => listBackendSets(networkId) });

export const useBackendSets = (networkId: number) => useQuery(backendSetsQuery(networkId));
