import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { judgedAddress } from './public-address';

/**
 * A range of non-public addresses the operator lets backends use at one location: `CIDR`
 * (`10.0.0.0/8`, `fd00::/8`), one address (`192.168.1.5`, `::1`), or one address and port
 * (`127.0.0.1:25566`, `[::1]:25566`) when only one service on it may be reached.
 */
export interface AllowedRange {
  network: ipaddr.IPv4 | ipaddr.IPv6;
  prefix: number;
  port: number | null;
}

/** Strict literals only: ipaddr.js alone would read `1.2.3` as an address. */
function literal(text: string): ipaddr.IPv4 | ipaddr.IPv6 {
  if (isIP(text) === 0) throw new Error(`${text} is not an address`);
  return ipaddr.process(text);
}

const withPort = /^(?:\[([^\]]+)\]|([\d.]+)):(\d{1,5})$/;

/** The range a text names, or null when it is not one (a clear error is the caller's). */
export function parseAllowedRange(text: string): AllowedRange | null {
  const value = text.trim();
  try {
    const port = withPort.exec(value);
    if (port) {
      const number = Number(port[3]);
      if (number < 1 || number > 65535) return null;
      const address = literal((port[1] ?? port[2]) as string);
      return { network: address, prefix: address.kind() === 'ipv4' ? 32 : 128, port: number };
    }
    if (value.includes('/')) {
      literal(value.slice(0, value.indexOf('/')));
      const [network, prefix] = ipaddr.parseCIDR(value);
      const mapped =
        network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96;
      return mapped
        ? { network: (network as ipaddr.IPv6).toIPv4Address(), prefix: prefix - 96, port: null }
        : { network, prefix, port: null };
    }
    const address = literal(value);
    return { network: address, prefix: address.kind() === 'ipv4' ? 32 : 128, port: null };
  } catch {
    return null;
  }
}

/** The operator's spelling of a range, normalised (what the CLI prints and the API stores). */
export function formatAllowedRange(range: AllowedRange): string {
  const host = range.network.toString();
  const full = range.prefix === (range.network.kind() === 'ipv4' ? 32 : 128);
  if (range.port !== null)
    return range.network.kind() === 'ipv6' ? `[${host}]:${range.port}` : `${host}:${range.port}`;
  return full ? host : `${host}/${range.prefix}`;
}

/** Whether `address` (an IP literal, judged as `judgedAddress` says) and `port` fall in a range. */
export function inAllowedRanges(
  address: string,
  port: number,
  ranges: readonly AllowedRange[],
): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = judgedAddress(address);
  } catch {
    return false;
  }
  return ranges.some(
    (r) =>
      r.network.kind() === ip.kind() &&
      ip.match(r.network, r.prefix) &&
      (r.port === null || r.port === port),
  );
}

/**
 * The operator's allowed backend ranges, normalised (`10.0.0.0/8`, `192.168.1.5`,
 * `127.0.0.1:25566`, `[::1]:25566`), and the spellings that are none of these.
 */
export function readAllowedRanges(texts: string[]): { ranges: string[]; bad: string[] } {
  const ranges: string[] = [];
  const bad: string[] = [];
  for (const text of texts.map((t) => t.trim()).filter(Boolean)) {
    const range = parseAllowedRange(text);
    if (range) ranges.push(formatAllowedRange(range));
    else bad.push(text);
  }
  return { ranges: [...new Set(ranges)], bad };
}
