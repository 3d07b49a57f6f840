import type { FirewallDryRun, RouteName } from '@palisade/contract';
import type { Endpoint } from '@palisade/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** What the rule would have matched lately, had it been in force; nothing is saved. */
export const dryRunFirewallRule = <K extends FirewallKind>(
  networkId: number,
  kind: K,
  body: FirewallBody<K>,
) =>
  api(firewallKinds[kind].save as Endpoint<RouteName>, {
    params: { id: String(networkId) },
    query: { dry_run: 'true' },
    body,
  }) as Promise<FirewallDryRun>;

/**
 * The dry run of a rule not yet saved; `body` null while there is nothing valid to try. Asked
 * anew each time a form opens: traffic keeps arriving.
 */
export const useFirewallDryRun = <K extends FirewallKind>(
  networkId: number,
  kind: K,
  body: FirewallBody<K> | null,
) =>
  useQuery({
    queryKey: [...firewallKey(networkId, kind), 'dry-run', body],
    queryFn: () => dryRunFirewallRule(networkId, kind, body as FirewallBody<K>),
    enabled: body !== null,
  });

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
