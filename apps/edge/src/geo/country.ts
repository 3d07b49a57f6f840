import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';

const require = createRequire(import.meta.url);

/** Country of an address from the offline geo-whois-asn-country database (no network). */
export function loadCountryLookup(
  file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
) {
  const reader = new Reader(readFileSync(file));
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
