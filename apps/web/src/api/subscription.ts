import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** Plan, renewal and balance: the user menu, the dashboard and the billing screens show it. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  ledger: () => [...billingKeys.all, 'ledger'] as const,
};

export const fetchSubscription = () => api(endpoints.getSubscription);

export const subscriptionQuery = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: fetchSubscription });

export const useSubscription = () => useQuery(subscriptionQuery());
