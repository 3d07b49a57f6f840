import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const domainsKey = (networkId: number) => ['networks', networkId, 'domains'] as const;

export const listDomains = (networkId: number) =>
  api(endpoints.listDomains, { params: { id: String(networkId) } });

export const domainsQuery = (networkId: number) =>
  queryOptions({ queryKey: domainsKey(networkId), queryFn: () => listDomains(networkId) });

/** `enabled: false` for callers without `read_domains`: the API would refuse them. */
export const useDomains = (networkId: number, enabled = true) =>
  useQuery({ ...domainsQuery(networkId), enabled });
