import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FirewallKind,
  type FirewallRule,
  firewallKey,
  firewallKinds,
} from '@/api/firewall-kinds';
import { api } from '@/lib/api';

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
