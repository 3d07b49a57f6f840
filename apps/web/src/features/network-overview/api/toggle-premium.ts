import type { Network } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkKeys } from '@/api/networks';
import { billingKeys } from '@/api/subscription';
import { userKeys } from '@/api/user-summary';
import { api } from '@/lib/api';
import { updateById, updateCachedList } from '@/lib/list-rules';

export const togglePremium = (networkId: number, state: boolean) =>
  api(endpoints.togglePremium, { params: { id: String(networkId) }, body: { state } });

/**
 * The premium flag changes in the list (and so in the active network, which is read from it).
 * Turning premium on is charged to the balance, so the balance is read again
 * (docs/web.md#list-rules).
 */
export function useTogglePremium(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: boolean) => togglePremium(networkId, state),
    onSuccess: (network) => {
      updateCachedList<Network>(queryClient, networkKeys.list(), (list) =>
        updateById(list, network),
      );
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
