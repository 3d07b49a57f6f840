import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FirewallKind, firewallKey, firewallKinds } from '@/api/firewall-kinds';
import { api } from '@/lib/api';
import { removeById, updateCachedList } from '@/lib/list-rules';

export const deleteFirewallRule = (networkId: number, kind: FirewallKind, entryId: number) =>
  api(firewallKinds[kind].remove, {
    params: { id: String(networkId), entryId: String(entryId) },
  });

export function useDeleteFirewallRule(networkId: number, kind: FirewallKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => deleteFirewallRule(networkId, kind, entryId),
    onSuccess: ({ id }) =>
      updateCachedList<{ id: number }>(queryClient, firewallKey(networkId, kind), (list) =>
        removeById(list, id),
      ),
  });
}
