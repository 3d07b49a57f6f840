import type { GeoOf } from '../filters/firewall';
import type { AsnLookup } from './asn';
import type { CountryLookup } from './country';

/** The address's ASN and country, each looked up at most once and only if asked for. */
export function lazyGeo(
  lookups: { asn: AsnLookup; country: CountryLookup },
  address: string,
): GeoOf {
  let asn: number | null | undefined;
  let country: string | null | undefined;
  return {
    asn() {
      if (asn === undefined) asn = lookups.asn(address);
      return asn;
    },
    country() {
      if (country === undefined) country = lookups.country(address);
      return country;
    },
  };
}
