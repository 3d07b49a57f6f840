import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4 } from 'node:net';

const require = createRequire(import.meta.url);

const ipv4ToNumber = (address: string) =>
  address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** IPv6 text to a 128-bit number; `::` and embedded IPv4 are expanded. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = ipv4ToNumber(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g || '0', 16)), 0n);
}

interface Table<T> {
  starts: T[] | Float64Array;
  ends: T[] | Float64Array;
  asns: Uint32Array;
}

function search<T extends number | bigint>(table: Table<T>, value: T): number | null {
  let lo = 0;
  let hi = table.asns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const start = table.starts[mid] as T;
    if (value < start) hi = mid - 1;
    else if (value > (table.ends[mid] as T)) lo = mid + 1;
    else return table.asns[mid] ?? null;
  }
  return null;
}

/**
 * ASN of an address from the offline @ip-location-db/asn ranges, loaded into sorted arrays and
 * searched by bisection: ~500 k ranges in a few tens of MB, a lookup in ~20 comparisons.
 */
export async function loadAsnLookup(
  dir = require.resolve('@ip-location-db/asn/package.json').replace(/package\.json$/, ''),
) {
  const parse = async <T>(file: string, toNumber: (text: string) => T) => {
    const lines = (await readFile(`${dir}${file}`, 'utf8')).split('\n').filter(Boolean);
    const starts: T[] = [];
    const ends: T[] = [];
    const asns = new Uint32Array(lines.length);
    lines.forEach((line, i) => {
      const [start = '0', end = '0', asn = '0'] = line.split(',', 3);
      starts.push(toNumber(start));
      ends.push(toNumber(end));
      asns[i] = Number(asn);
    });
    return { starts, ends, asns };
  };
  const v4 = await parse('asn-ipv4-num.csv', Number);
  const v6 = await parse('asn-ipv6-num.csv', BigInt);
  const v4Table = {
    starts: Float64Array.from(v4.starts),
    ends: Float64Array.from(v4.ends),
    asns: v4.asns,
  };
  return (address: string): number | null => {
    try {
      if (isIPv4(address)) return search(v4Table, ipv4ToNumber(address));
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
      if (mapped?.[1]) return search(v4Table, ipv4ToNumber(mapped[1]));
      return search(v6, ipv6ToBigInt(address));
    } catch {
      return null;
    }
  };
}
export type AsnLookup = Awaited<ReturnType<typeof loadAsnLookup>>;
