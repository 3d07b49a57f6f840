import { isIP } from 'node:net';
import type { domainRoutes } from '@palisade/contract';
import type { Deps } from '../../deps';
import type { NetworkAccess } from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { listLocations } from '../admin/queries';
import { setInNetwork } from '../backend-sets/queries';
import { noSuchSet } from '../backend-sets/replies';
import { protectedTarget } from '../networks/replies';
import { type EdgeReach, resolverFor, routingOf, txtProves, txtRecordName, zoneOf } from './dns';
import {
  claimVerified,
  createDomain,
  deleteDomain,
  findDomain,
  findVerifiedByName,
  listDomains,
  updateDomain,
} from './queries';
import { dnsPlan, matchesDomain } from './records';
import { domainNotFound, domainReply, taken } from './replies';

/** The network's domain the path names, or a 404. */
async function domainOf(deps: Deps, network: NetworkAccess, domainId: number) {
  const row = await findDomain(deps.db, network.row.id, domainId);
  if (!row) throw domainNotFound();
  return row;
}

/**
 * The records a name needs (relative to its zone, found in DNS) and, for `verify`, how it leads
 * players to the edge now.
 */
async function dnsOf(deps: Deps, network: NetworkAccess, name: string, check: boolean) {
  const resolver = resolverFor(deps.config.dnsServers);
  const [zone, locations, domains] = await Promise.all([
    zoneOf(resolver, name),
    listLocations(deps.db),
    listDomains(deps.db, network.row.id),
  ]);
  const verified = domains.filter((d) => d.verifiedAt !== null).map((d) => d.name);
  const reach: EdgeReach = {
    target: protectedTarget(network.row, deps.config.edgeDomain),
    addresses: [...new Set(locations.map((l) => l.publicAddress).filter((a) => isIP(a) !== 0))],
    javaPort: deps.config.edge.publicJavaPort,
    routes: (host) => matchesDomain(verified, host),
  };
  const txt = { name: txtRecordName(name), value: network.row.txtVerification };
  const plan = dnsPlan(
    name,
    zone,
    txt,
    reach,
    domains.map((d) => d.name),
  );
  return { plan, routing: check ? await routingOf(resolver, name, reach) : null };
}

export const domainHandlers: Handlers<typeof domainRoutes> = {
  async listDomains({ network, deps }) {
    return (await listDomains(deps.db, network.row.id)).map(domainReply);
  },

  async addDomain({ network, body, deps }) {
    const row = await createDomain(deps.db, network.row, {
      name: body.name,
      backendSetId: body.backend_set_id,
      bac: body.bac,
    });
    if (row === 'no_set') throw noSuchSet();
    if (row === 'taken') throw taken(body.name);
    return domainReply(row);
  },

  async getDomain({ network, params, deps }) {
    return domainReply(await domainOf(deps, network, params.domainId));
  },

  async updateDomain({ network, params, body, deps }) {
    const current = await domainOf(deps, network, params.domainId);
    const setId = body.backend_set_id ?? body.set;
    if (setId !== undefined && !(await setInNetwork(deps.db, network.row.id, setId)))
      throw noSuchSet();
    if (body.name !== undefined && body.name !== current.name) {
      if (await findVerifiedByName(deps.db, body.name)) throw taken(body.name);
    }
    const row = await updateDomain(deps.db, current, {
      name: body.name,
      backendSetId: setId,
      bac: body.bac,
    });
    if (row === 'taken') throw taken(body.name ?? current.name);
    if (!row) throw domainNotFound();
    return domainReply(row);
  },

  async deleteDomain({ network, params, deps }) {
    const current = await domainOf(deps, network, params.domainId);
    await deleteDomain(deps.db, current);
    return { id: current.id };
  },

  async preverifyDomain({ network, body, deps }) {
    const owner = await findVerifiedByName(deps.db, body.domain_name);
    const expected = network.row.txtVerification;
    const [verified, { plan }] = await Promise.all([
      txtProves(deps.config.dnsServers, body.domain_name, expected),
      dnsOf(deps, network, body.domain_name, false),
    ]);
    return {
      domain_name: body.domain_name,
      available: !owner || owner.networkId === network.row.id,
      verified,
      txt_record: { type: 'TXT' as const, name: txtRecordName(body.domain_name), value: expected },
      dns: plan,
    };
  },

  async verifyDomain({ network, params, deps }) {
    const current = await domainOf(deps, network, params.domainId);
    const expected = network.row.txtVerification;
    const txt_record = { type: 'TXT' as const, name: txtRecordName(current.name), value: expected };
    // Not found yet is an answer, not an error: TCPShield's clients read `verified` from a 200.
    let row = current;
    if (!current.verifiedAt && (await txtProves(deps.config.dnsServers, current.name, expected))) {
      const claimed = await claimVerified(deps.db, current);
      if (!claimed) throw taken(current.name);
      row = claimed;
    }
    // Routing is checked after the claim: an SRV record leads only to verified domains.
    const { plan, routing } = await dnsOf(deps, network, row.name, true);
    return { ...domainReply(row), txt_record, dns: plan, routing };
  },
};
