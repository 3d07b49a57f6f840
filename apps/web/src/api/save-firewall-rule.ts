import type { FirewallDryRun, RouteName } from '@palisade/contract';
import type { Endpoint } from '@palisade/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { moveToTop, updateCachedList } from '@/lib/list-rules';
import { createStore, useStore } from '@/lib/store';
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
 * Until when each network's dry runs are refused (ms since the epoch): the API answers a
 * limited number per network (docs/api.md), and once it has said 429 no form asks again
 * before its `Retry-After` has passed.
 */
const dryRunPause = createStore<Record<number, number>>({});

/**
 * The dry run of a rule not yet saved; `body` null while there is nothing valid to try. Asked
 * anew each time a form opens (traffic keeps arriving), not on window focus: each one spends
 * the network's allowance. `pausedUntil`: while the allowance is spent, when it comes back.
 */
export function useFirewallDryRun<K extends FirewallKind>(
  networkId: number,
  kind: K,
  body: FirewallBody<K> | null,
) {
  const until = useStore(dryRunPause)[networkId] ?? 0;
  const paused = until > Date.now();
  const [, wake] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(wake, until - Date.now());
    return () => clearTimeout(timer);
  }, [paused, until]);
  const dryRun = useQuery({
    queryKey: [...firewallKey(networkId, kind), 'dry-run', body],
    queryFn: () =>
      dryRunFirewallRule(networkId, kind, body as FirewallBody<K>).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 429) {
          const resumes = Date.now() + (error.retryAfterSeconds ?? 60) * 1000;
          dryRunPause.set((paused) => ({ ...paused, [networkId]: resumes }));
        }
        throw error;
      }),
    enabled: body !== null && !paused,
    refetchOnWindowFocus: false,
  });
  return { dryRun, pausedUntil: paused ? until : null };
}

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
