import type { firewallRouteTable } from '@palisade/contract';
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
    return toIpRule(await saveRule(deps.db, 'ip', network.row, body.id, values, cidr));
  },
  async deleteIpFirewall({ network, params, deps }) {
    return removeRule(deps.db, 'ip', network.row.id, params.entryId);
  },

  async listAsnFirewall({ network, deps }) {
    return (await listAsnRules(deps.db, network.row.id)).map(toAsnRule);
  },
  async saveAsnFirewall({ network, body, query, deps }) {
    if (query.dry_run === 'true') return dryRun(deps.db, network, { asn: body.asn });
    const values = { asn: body.asn, whitelist: body.whitelist, ...expiry(body) };
    const label = `AS${body.asn}`;
    return toAsnRule(await saveRule(deps.db, 'asn', network.row, body.id, values, label));
  },
  async deleteAsnFirewall({ network, params, deps }) {
    return removeRule(deps.db, 'asn', network.row.id, params.entryId);
  },

  async listCountryFirewall({ network, deps }) {
    const rows = await listCountryRules(deps.db, network.row.id);
    return rows.map(({ rule, country }) => toCountryRule(rule, country));
  },
  async saveCountryFirewall({ network, body, query, deps }) {
    const country = await findCountry(deps.db, body.country_id);
    if (query.dry_run === 'true') return dryRun(deps.db, network, { country: country.code });
    const values = { countryId: country.id, whitelist: body.whitelist, ...expiry(body) };
    const row = await saveRule(deps.db, 'country', network.row, body.id, values, country.name);
    return toCountryRule(row, country);
  },
  async deleteCountryFirewall({ network, params, deps }) {
    return removeRule(deps.db, 'country', network.row.id, params.entryId);
  },

  async listCountries({ deps }) {
    return listCountries(deps.db);
  },
};
