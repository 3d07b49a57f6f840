import type { attackRoutes } from '@palisade/contract';
import { notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { blockingRules } from './blocks';
import { attackPage, attackSeries, findAttack } from './queries';
import { toAttack } from './replies';

export const attackHandlers: Handlers<typeof attackRoutes> = {
  async listAttacks({ network, query, deps }) {
    const { rows, total, ongoing } = await attackPage(deps.db, network.row.id, query);
    return {
      attacks: rows.map(toAttack),
      total,
      page: query.page,
      per_page: query.per_page,
      ongoing,
    };
  },
  async getAttack({ network, params, deps }) {
    const row = await findAttack(deps.db, network.row.id, params.attackId);
    if (!row) throw notFound('Attack not found.');
    // Addresses and firewall rules are for those who may read the firewall (docs/security.md).
    const firewall = network.perms.read_firewall;
    return {
      ...toAttack(row),
      ...(await attackSeries(deps.db, row)),
      top_addresses: firewall ? row.topAddresses : [],
      blocked: firewall ? await blockingRules(deps.db, row) : null,
    };
  },
};
