import type { RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';

/** The three firewall lists of a network; each has the same list, save and delete calls. */
export const firewallKinds = {
  ip: {
    list: endpoints.listIpFirewall,
    save: endpoints.saveIpFirewall,
    remove: endpoints.deleteIpFirewall,
  },
  asn: {
    list: endpoints.listAsnFirewall,
    save: endpoints.saveAsnFirewall,
    remove: endpoints.deleteAsnFirewall,
  },
  country: {
    list: endpoints.listCountryFirewall,
    save: endpoints.saveCountryFirewall,
    remove: endpoints.deleteCountryFirewall,
  },
} as const;

export type FirewallKind = keyof typeof firewallKinds;
type SaveRoute<K extends FirewallKind> = Routes[(typeof firewallKinds)[K]['save']['name']];
type ListRoute<K extends FirewallKind> = Routes[(typeof firewallKinds)[K]['list']['name']];
export type FirewallRule<K extends FirewallKind> = RouteReply<ListRoute<K>>[number];
export type FirewallBody<K extends FirewallKind> = NonNullable<RouteRequest<SaveRoute<K>>['body']>;

export const firewallKey = (networkId: number, kind: FirewallKind) =>
  ['networks', networkId, 'firewall', kind] as const;

/** A rule's `expires_at` for a rule that applies `hours` from now. */
export const expiryIn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
