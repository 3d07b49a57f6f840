import type { AsnRuleRow, CountryRow, CountryRuleRow, IpRuleRow } from './queries';

type Stamped = {
  id: number;
  whitelist: boolean;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const base = (row: Stamped) => ({
  id: row.id,
  whitelist: row.whitelist,
  expires_at: row.expiresAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toIpRule = (row: IpRuleRow) => ({ ...base(row), cidr: row.cidr });
export const toAsnRule = (row: AsnRuleRow) => ({ ...base(row), asn: row.asn });
export const toCountryRule = (row: CountryRuleRow, country: CountryRow) => ({
  ...base(row),
  country_id: row.countryId,
  country_code: country.code,
  country_name: country.name,
});
