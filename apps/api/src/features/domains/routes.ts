import type { domainRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { assertSetInNetwork } from '../backend-sets/queries';
import { txtProves, txtRecordName } from './dns';
import {
  claimVerified,
  createDomain,
  deleteDomain,
  findDomain,
  findVerifiedByName,
  listDomains,
  taken,
  updateDomain,
} from './queries';
import { domainReply } from './replies';

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
    return domainReply(row);
  },

  async getDomain({ network, params, deps }) {
    return domainReply(await findDomain(deps.db, network.row.id, params.domainId));
  },

  async updateDomain({ network, params, body, deps }) {
    const current = await findDomain(deps.db, network.row.id, params.domainId);
    const setId = body.backend_set_id ?? body.set;
    if (setId !== undefined) await assertSetInNetwork(deps.db, network.row.id, setId);
    if (body.name !== undefined && body.name !== current.name) {
      if (await findVerifiedByName(deps.db, body.name)) throw taken(body.name);
    }
    const row = await updateDomain(deps.db, current, {
      name: body.name,
      backendSetId: setId,
      bac: body.bac,
    });
    return domainReply(row);
  },

  async deleteDomain({ network, params, deps }) {
    const current = await findDomain(deps.db, network.row.id, params.domainId);
    await deleteDomain(deps.db, current);
    return { id: current.id };
  },

  async preverifyDomain({ network, body, deps }) {
    const owner = await findVerifiedByName(deps.db, body.domain_name);
    const expected = network.row.txtVerification;
    return {
      domain_name: body.domain_name,
      available: !owner || owner.networkId === network.row.id,
      verified: await txtProves(deps.config.dnsServers, body.domain_name, expected),
      txt_record: { type: 'TXT' as const, name: txtRecordName(body.domain_name), value: expected },
    };
  },

  async verifyDomain({ network, params, deps }) {
    const current = await findDomain(deps.db, network.row.id, params.domainId);
    const expected = network.row.txtVerification;
    const txt_record = { type: 'TXT' as const, name: txtRecordName(current.name), value: expected };
    // Not found yet is an answer, not an error: TCPShield's clients read `verified` from a 200.
    if (current.verifiedAt || !(await txtProves(deps.config.dnsServers, current.name, expected))) {
      return { ...domainReply(current), txt_record };
    }
    const row = await claimVerified(deps.db, current);
    if (!row) throw taken(current.name);
    return { ...domainReply(row), txt_record };
  },
};
