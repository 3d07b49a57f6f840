import type { firewallRouteTable } from '@palisade/contract';
import { AppError, conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { normaliseCidr } from './cidr';
import { dryRun } from './dry-run';
import {
  findCountry,
  listAsnRules,
  listCountries,
  listCountryRules,
  listIpRules,
  removeRule,
  saveRule,
} from './queries';
import { toAsnRule, toCountryRule, toIpRule } from './replies';

const ruleNotFound = () => notFound('Firewall rule not found.');

/** A saved rule, or the 404 or 409 (naming the rule's value, `label`) that says why it was not. */
function saved<R>(row: R | 'duplicate' | undefined, label: string): R {
  if (row === 'duplicate')
    throw conflict('DUPLICATE', `${label} already has a rule in this network.`);
  if (row === undefined) throw ruleNotFound();
  return row;
}

/** A deleted rule's id, or a 404. */
function removed(row: { id: number } | undefined) {
  if (!row) throw ruleNotFound();
  return row;
}

/** The body's expiry as a column value; left out, a change keeps the rule's own. */
const expiry = (body: { expires_at?: string | null }) =>
  body.expires_at === undefined
    ? {}
    : { expiresAt: body.expires_at === null ? null : new Date(body.expires_at) };

export const firewallHandlers: Handlers<typeof firewallRouteTable> = {
  async listIpFirewall({ network, deps }) {
    return (await listIpRules(deps.db, network.row.id)).map(toIpRule);
  },
  async saveIpFirewall({ network, body, query, deps }) {
    const cidr = normaliseCidr(body.cidr);
    if (query.dry_run === 'true') return dryRun(deps.db, network, { cidr });
    const values = { cidr, whitelist: body.whitelist, ...expiry(body) };
    return toIpRule(saved(await saveRule(deps.db, 'ip', network.row, body.id, values), cidr));
  },
  async deleteIpFirewall({ network, params, deps }) {
    return removed(await removeRule(deps.db, 'ip', network.row.id, params.entryId));
  },

  async listAsnFirewall({ network, deps }) {
    return (await listAsnRules(deps.db, network.row.id)).map(toAsnRule);
  },
  async saveAsnFirewall({ network, body, query, deps }) {
    if (query.dry_run === 'true') return dryRun(deps.db, network, { asn: body.asn });
    const values = { asn: body.asn, whitelist: body.whitelist, ...expiry(body) };
    const label = `AS${body.asn}`;
    return toAsnRule(saved(await saveRule(deps.db, 'asn', network.row, body.id, values), label));
  },
  async deleteAsnFirewall({ network, params, deps }) {
    return removed(await removeRule(deps.db, 'asn', network.row.id, params.entryId));
  },

  async listCountryFirewall({ network, deps }) {
    const rows = await listCountryRules(deps.db, network.row.id);
    return rows.map(({ rule, country }) => toCountryRule(rule, country));
  },
  async saveCountryFirewall({ network, body, query, deps }) {
    const country = await findCountry(deps.db, body.country_id);
    if (!country)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'country_id: no such country (see /countries/fetch-all).',
      );
    if (query.dry_run === 'true') return dryRun(deps.db, network, { country: country.code });
    const values = { countryId: country.id, whitelist: body.whitelist, ...expiry(body) };
    const row = await saveRule(deps.db, 'country', network.row, body.id, values);
    return toCountryRule(saved(row, country.name), country);
  },
  async deleteCountryFirewall({ network, params, deps }) {
    return removed(await removeRule(deps.db, 'country', network.row.id, params.entryId));
  },

  async listCountries({ deps }) {
    return listCountries(deps.db);
  },
};
