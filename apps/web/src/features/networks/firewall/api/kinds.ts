import { type RouteReply, type RouteRequest, routes } from '@palisade/contract';

/** The three firewall lists of a network; each has the same list, save and delete calls. */
export const firewallKinds = {
  ip: {
    list: routes.listIpFirewall,
    save: routes.saveIpFirewall,
    remove: routes.deleteIpFirewall,
  },
  asn: {
    list: routes.listAsnFirewall,
    save: routes.saveAsnFirewall,
    remove: routes.deleteAsnFirewall,
  },
  country: {
    list: routes.listCountryFirewall,
    save: routes.saveCountryFirewall,
    remove: routes.deleteCountryFirewall,
  },
} as const;

export type FirewallKind = keyof typeof firewallKinds;
export type FirewallRule<K extends FirewallKind> = RouteReply<(typeof firewallKinds)[K]['save']>;
export type FirewallBody<K extends FirewallKind> = NonNullable<
  RouteRequest<(typeof firewallKinds)[K]['save']>['body']
>;

export const firewallKey = (networkId: number, kind: FirewallKind) =>
  ['networks', networkId, 'firewall', kind] as const;
