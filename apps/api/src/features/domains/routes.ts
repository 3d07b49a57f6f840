import type { domainRoutes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { domains } from '../../db/schema';
import { conflict } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { isUniqueViolation } from '../../shared/db-errors';
import { assertWithinPlan } from '../../shared/plan-limits';
import { txtProves, txtRecordName } from './dns';
import {
  assertSetInNetwork,
  claimVerified,
  countDomains,
  domainReply,
  findDomain,
  findVerifiedByName,
  listDomains,
} from './queries';

const taken = (name: string) =>
  conflict(
    'DOMAIN_TAKEN',
    `${name} is already protected by a verified network, or already listed in this one.`,
  );

export const domainHandlers: Handlers<typeof domainRoutes> = {
  async listDomains({ network, deps }) {
    return (await listDomains(deps.db, network.row.id)).map(domainReply);
  },

  async addDomain({ network, body, deps }) {
    await assertWithinPlan(
      deps.db,
      network.row.ownerId,
      'maxDomainsPerNetwork',
      (await countDomains(deps.db, network.row.id)) + 1,
    );
    await assertSetInNetwork(deps.db, network.row.id, body.backend_set_id);
    if (await findVerifiedByName(deps.db, body.name)) throw taken(body.name);
    const [row] = await deps.db
      .insert(domains)
      .values({
        networkId: network.row.id,
        name: body.name,
        backendSetId: body.backend_set_id,
        bac: body.bac,
      })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken(body.name) : error;
      });
    if (!row) throw new Error('domain insert returned nothing');
    return domainReply(row);
  },

  async getDomain({ network, params, deps }) {
    return domainReply(await findDomain(deps.db, network.row.id, params.domainId));
  },

  async updateDomain({ network, params, body, deps }) {
    const current = await findDomain(deps.db, network.row.id, params.domainId);
    const setId = body.backend_set_id ?? body.set;
    if (setId !== undefined) await assertSetInNetwork(deps.db, network.row.id, setId);
    const renamed = body.name !== undefined && body.name !== current.name;
    if (renamed) {
      const other = await findVerifiedByName(deps.db, body.name as string);
      if (other) throw taken(body.name as string);
    }
    const [row] = await deps.db
      .update(domains)
      .set({
        name: body.name,
        backendSetId: setId,
        bac: body.bac,
        ...(renamed ? { verifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(domains.id, current.id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken(body.name as string) : error;
      });
    if (!row) throw new Error('domain vanished');
    return domainReply(row);
  },

  async deleteDomain({ network, params, deps }) {
    const current = await findDomain(deps.db, network.row.id, params.domainId);
    await deps.db.delete(domains).where(eq(domains.id, current.id));
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
