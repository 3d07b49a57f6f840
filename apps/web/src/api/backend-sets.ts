import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const backendSetsKey = (networkId: number) =>
  ['networks', networkId, 'backendSets'] as const;

export const listBackendSets = (networkId: number) =>
  api(endpoints.listBackendSets, { params: { id: String(networkId) } });

export const backendSetsQuery = (networkId: number) =>
  queryOptions({ queryKey: backendSetsKey(networkId), queryFn: () => listBackendSets(networkId) });

/** `enabled: false` for callers without `read_backends`: the API would refuse them. */
export const useBackendSets = (networkId: number, enabled = true) =>
  useQuery({ ...backendSetsQuery(networkId), enabled });
