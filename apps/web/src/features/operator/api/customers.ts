import type { CustomerDetails } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

export type { CustomerDetails };

export const customersQuery = (q: string) =>
  queryOptions({
    queryKey: operatorKeys.customers(q),
    queryFn: () => api(endpoints.adminSearchCustomers, { query: { q } }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (q: string) => useQuery(customersQuery(q));

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: operatorKeys.customer(id ?? 0),
    queryFn: () => api(endpoints.adminGetCustomer, { params: { userId: id ?? 0 } }),
    enabled: id !== null,
  });

/** What an operator does to an account; each answers the account as it is after. */
export type CustomerAction =
  | { kind: 'activate' }
  | { kind: 'disable'; reason: string }
  | { kind: 'balance'; amount_cents: number; note: string }
  | { kind: 'plan'; plan_id: number };

function run(id: number, action: CustomerAction) {
  const params = { userId: id };
  switch (action.kind) {
    case 'activate':
      return api(endpoints.adminActivateCustomer, { params });
    case 'disable':
      return api(endpoints.adminDisableCustomer, { params, body: { reason: action.reason } });
    case 'balance':
      return api(endpoints.adminAdjustBalance, {
        params,
        body: { amount_cents: action.amount_cents, note: action.note },
      });
    case 'plan':
      return api(endpoints.adminChangeCustomerPlan, { params, body: { plan_id: action.plan_id } });
  }
}

export function useCustomerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CustomerAction) => run(id, action),
    onSuccess: (details) => {
      queryClient.setQueryData(operatorKeys.customer(id), details);
      void queryClient.invalidateQueries({ queryKey: [...operatorKeys.all, 'customers'] });
    },
  });
}
