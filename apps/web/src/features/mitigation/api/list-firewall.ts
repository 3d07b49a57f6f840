import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type FirewallKind, type FirewallRule, firewallKey, firewallKinds } from './firewall-kinds';

export const listFirewall = <K extends FirewallKind>(networkId: number, kind: K) =>
  api(firewallKinds[kind].list, { params: { id: String(networkId) } }) as Promise<
    FirewallRule<K>[]
  >;

export const firewallQuery = <K extends FirewallKind>(networkId: number, kind: K) =>
  queryOptions({
    queryKey: firewallKey(networkId, kind),
    queryFn: () => listFirewall(networkId, kind),
  });

export const useFirewall = <K extends FirewallKind>(networkId: number, kind: K) =>
  useQuery(firewallQuery(networkId, kind));
