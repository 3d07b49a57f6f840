import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/api/subscription';
import { api } from '@/lib/api';

export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: () => api(endpoints.listPlans),
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQuery());
