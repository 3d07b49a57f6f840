import type { RouteName, RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { expect, vi } from 'vitest';
import type { DnsServer } from './dns-server';

/**
 * Calls the API by the contract's route names, as the API's test harness does in process and
 * the edge's stack does over HTTP.
 */
export interface RouteCaller {
  route<N extends RouteName>(
    name: N,
    request?: RouteRequest<Routes[N]>,
  ): Promise<{ statusCode: number; body: { data: RouteReply<Routes[N]> } }>;
}

/** A backend set as `routedDomain` makes it (it names the set itself). */
export type RoutedSet = Omit<NonNullable<RouteRequest<Routes['createBackendSet']>['body']>, 'name'>;

/**
 * Adds a domain of the network on a new backend set and proves it through the DNS server, as
 * the network's owner: what an edge's test routes its players by.
 */
export async function routedDomain(
  owner: RouteCaller,
  dns: DnsServer,
  networkId: number,
  name: string,
  set: RoutedSet,
  bac = false,
) {
  const params = { id: String(networkId) };
  const created = await owner.route('createBackendSet', {
    params,
    body: { name: 'set', ...set },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const domain = await owner.route('addDomain', {
    params,
    body: { name, backend_set_id: created.body.data.id, bac },
  });
  expect(domain.statusCode, JSON.stringify(domain.body)).toBe(200);
  const network = await owner.route('getNetwork', { params });
  expect(network.statusCode, JSON.stringify(network.body)).toBe(200);
  dns.setTxt(`_palisade.${name.replace(/^\*\./, '')}`, [network.body.data.txt_verification]);
  const verified = await owner.route('verifyDomain', {
    params: { ...params, domainId: String(domain.body.data.id) },
  });
  expect(verified.body.data.verified).toBe(true);
  return { set: created.body.data, domain: domain.body.data };
}

/**
 * Waits until the edge runs on a config at least as new as everything changed so far; `asEdge`
 * calls with the edge's token.
 */
export async function caughtUp(edge: { version(): number }, asEdge: RouteCaller) {
  const { body } = await asEdge.route('edgeConfig', { query: { since: 0 } });
  await vi.waitFor(() => expect(edge.version()).toBeGreaterThanOrEqual(body.data.version), {
    timeout: 10_000,
    interval: 50,
  });
}
