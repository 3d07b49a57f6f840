import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/api/subscription';
import { userKeys } from '@/api/user-summary';
import { api } from '@/lib/api';

/** What a change to `planId` would charge now, as the API computes it. */
export const planChangePreviewQuery = (planId: number) =>
  queryOptions({
    queryKey: [...billingKeys.subscription(), 'preview', planId] as const,
    queryFn: () => api(endpoints.previewSubscriptionChange, { query: { plan_id: planId } }),
    staleTime: 0,
    gcTime: 0,
  });

export const usePlanChangePreview = (planId: number | null) =>
  useQuery({ ...planChangePreviewQuery(planId ?? 0), enabled: planId !== null });

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) =>
      api(endpoints.changeSubscription, { body: { plan_id: planId } }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      // The balance moved: the ledger and the user menu show it.
      void queryClient.invalidateQueries({ queryKey: billingKeys.ledger() });
      void queryClient.invalidateQueries({ queryKey: userKeys.summary() });
    },
  });
}
