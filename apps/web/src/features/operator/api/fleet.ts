import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

/** Edges report every 10 s: the fleet and the attacks follow at that pace. */
const livePaceMs = 10_000;

export const fleetQuery = () =>
  queryOptions({
    queryKey: operatorKeys.fleet(),
    queryFn: () => api(endpoints.adminFleet),
    refetchInterval: livePaceMs,
  });

export const useFleet = () => useQuery(fleetQuery());

export const attacksNowQuery = () =>
  queryOptions({
    queryKey: operatorKeys.attacks(),
    queryFn: () => api(endpoints.adminAttacksNow),
    refetchInterval: livePaceMs,
  });

export const useAttacksNow = () => useQuery(attacksNowQuery());
