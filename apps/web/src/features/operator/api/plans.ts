import type { UpdatePlanBody } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/api/subscription';
import { api } from '@/lib/api';
import { operatorKeys } from './keys';

export const adminPlansQuery = () =>
  queryOptions({ queryKey: operatorKeys.plans(), queryFn: () => api(endpoints.adminListPlans) });

export const useAdminPlans = () => useQuery(adminPlansQuery());

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePlanBody }) =>
      api(endpoints.adminUpdatePlan, { params: { planId: id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.plans() });
      // The operator's own billing pages list the same plans.
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
