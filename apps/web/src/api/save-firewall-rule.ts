import type { RouteName } from '@palisade/contract';
import type { Endpoint } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { moveToTop, updateCachedList } from '@/lib/list-rules';
import {
  type FirewallBody,
  type FirewallKind,
  type FirewallRule,
  firewallKey,
  firewallKinds,
} from './firewall-kinds';

/** Adds a rule, or changes the one named by `body.id` (the API upserts). */
export const saveFirewallRule = <K extends FirewallKind>(
  networkId: number,
  kind: K,
  body: FirewallBody<K>,
) =>
  api(firewallKinds[kind].save as Endpoint<RouteName>, {
    params: { id: String(networkId) },
    body,
  }) as Promise<FirewallRule<K>>;

/**
 * A new or updated entry goes to the top; an update first removes the old one
 * (docs/web.md#list-rules).
 */
export function useSaveFirewallRule<K extends FirewallKind>(networkId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirewallBody<K>) => saveFirewallRule(networkId, kind, body),
    onSuccess: (rule) =>
      updateCachedList<FirewallRule<K>>(queryClient, firewallKey(networkId, kind), (list) =>
        moveToTop(list, rule),
      ),
  });
}
