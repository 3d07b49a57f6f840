import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';

const require = createRequire(import.meta.url);

/** Country of an address from the offline geo-whois-asn-country database (no network). */
export function loadCountryLookup(
  file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
) {
  // A record is decoded once and kept by its place in the file: the database holds one per
  // country, so the cache stays as small as the list of countries.
  const reader = new Reader(readFileSync(file), { cache: new Map() });
  return (address: string): string | null => {
    try {
      const record = reader.get(address) as { country_code?: string } | null;
      return record?.country_code ?? null;
    } catch {
      return null;
    }
  };
}
export type CountryLookup = ReturnType<typeof loadCountryLookup>;
