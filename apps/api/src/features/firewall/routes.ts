import type { firewallRouteTable } from '@palisade/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asnFirewall, countries, countryFirewall, ipFirewall } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { isUniqueViolation } from '../../shared/db-errors';
import { assertWithinPlan } from '../../shared/plan-limits';
import { normaliseCidr } from './cidr';
import { countRules, newestFirst, toAsnRule, toCountryRule, toIpRule } from './queries';

type Table = typeof ipFirewall | typeof asnFirewall | typeof countryFirewall;

const duplicate = (what: string) =>
  conflict('DUPLICATE', `${what} already has a rule in this network.`);

/**
 * Adds a rule, or changes the one named by `id` (which must belong to the network).
 * `write` does the insert or update; a duplicate value becomes a 409.
 */
async function upsert<T>(
  db: Db,
  table: Table,
  network: { id: number; ownerId: number },
  entryId: number | undefined,
  label: string,
  write: (existing: number | undefined) => Promise<T | undefined>,
): Promise<T> {
  if (entryId === undefined) {
    await assertWithinPlan(
      db,
      network.ownerId,
      'maxFirewallRulesPerNetwork',
      (await countRules(db, network.id)) + 1,
    );
  } else {
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.networkId, network.id), eq(table.id, entryId)));
    if (!found) throw notFound('Firewall rule not found.');
  }
  const row = await write(entryId).catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicate(label) : error;
  });
  if (!row) throw new Error('firewall write returned nothing');
  return row;
}

async function remove(db: Db, table: Table, networkId: number, entryId: number) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.networkId, networkId), eq(table.id, entryId)))
    .returning({ id: table.id });
  if (!row) throw notFound('Firewall rule not found.');
  return row;
}

async function findCountry(db: Db, countryId: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!row)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'country_id: no such country (see /countries/fetch-all).',
    );
  return row;
}

const now = () => new Date();

export const firewallHandlers: Handlers<typeof firewallRouteTable> = {
  async listIpFirewall({ network, deps }) {
    const rows = await deps.db
      .select()
      .from(ipFirewall)
      .where(eq(ipFirewall.networkId, network.row.id));
    return newestFirst(rows).map(toIpRule);
  },
  async saveIpFirewall({ network, body, deps }) {
    const cidr = normaliseCidr(body.cidr);
    const row = await upsert(deps.db, ipFirewall, network.row, body.id, cidr, async (id) =>
      id === undefined
        ? (
            await deps.db
              .insert(ipFirewall)
              .values({ networkId: network.row.id, cidr, whitelist: body.whitelist })
              .returning()
          )[0]
        : (
            await deps.db
              .update(ipFirewall)
              .set({ cidr, whitelist: body.whitelist, updatedAt: now() })
              .where(eq(ipFirewall.id, id))
              .returning()
          )[0],
    );
    return toIpRule(row);
  },
  async deleteIpFirewall({ network, params, deps }) {
    return remove(deps.db, ipFirewall, network.row.id, params.entryId);
  },

  async listAsnFirewall({ network, deps }) {
    const rows = await deps.db
      .select()
      .from(asnFirewall)
      .where(eq(asnFirewall.networkId, network.row.id));
    return newestFirst(rows).map(toAsnRule);
  },
  async saveAsnFirewall({ network, body, deps }) {
    const row = await upsert(
      deps.db,
      asnFirewall,
      network.row,
      body.id,
      `AS${body.asn}`,
      async (id) =>
        id === undefined
          ? (
              await deps.db
                .insert(asnFirewall)
                .values({ networkId: network.row.id, asn: body.asn, whitelist: body.whitelist })
                .returning()
            )[0]
          : (
              await deps.db
                .update(asnFirewall)
                .set({ asn: body.asn, whitelist: body.whitelist, updatedAt: now() })
                .where(eq(asnFirewall.id, id))
                .returning()
            )[0],
    );
    return toAsnRule(row);
  },
  async deleteAsnFirewall({ network, params, deps }) {
    return remove(deps.db, asnFirewall, network.row.id, params.entryId);
  },

  async listCountryFirewall({ network, deps }) {
    const rows = await deps.db
      .select({ rule: countryFirewall, country: countries })
      .from(countryFirewall)
      .innerJoin(countries, eq(countries.id, countryFirewall.countryId))
      .where(eq(countryFirewall.networkId, network.row.id));
    return newestFirst(rows.map((r) => ({ ...r, id: r.rule.id, updatedAt: r.rule.updatedAt }))).map(
      (r) => toCountryRule(r.rule, r.country),
    );
  },
  async saveCountryFirewall({ network, body, deps }) {
    const country = await findCountry(deps.db, body.country_id);
    const values = { countryId: country.id, whitelist: body.whitelist };
    const row = await upsert(
      deps.db,
      countryFirewall,
      network.row,
      body.id,
      country.name,
      async (id) =>
        id === undefined
          ? (
              await deps.db
                .insert(countryFirewall)
                .values({ networkId: network.row.id, ...values })
                .returning()
            )[0]
          : (
              await deps.db
                .update(countryFirewall)
                .set({ ...values, updatedAt: now() })
                .where(eq(countryFirewall.id, id))
                .returning()
            )[0],
    );
    return toCountryRule(row, country);
  },
  async deleteCountryFirewall({ network, params, deps }) {
    return remove(deps.db, countryFirewall, network.row.id, params.entryId);
  },

  async listCountries({ deps }) {
    return deps.db.select().from(countries).orderBy(countries.name);
  },
};
