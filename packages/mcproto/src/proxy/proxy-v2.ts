import { isIPv4, isIPv6 } from 'node:net';
import { type Decoded, incomplete, malformed, ok } from '../result';

/** The 12-byte signature that starts every PROXY protocol v2 header. */
export const signature = Uint8Array.of(
  0x0d,
  0x0a,
  0x0d,
  0x0a,
  0x00,
  0x0d,
  0x0a,
  0x51,
  0x55,
  0x49,
  0x54,
  0x0a,
);

export interface ProxyHeader {
  command: 'proxy' | 'local';
  transport: 'tcp' | 'udp';
  source: { address: string; port: number };
  destination: { address: string; port: number };
  tlvs: { type: number; value: Uint8Array }[];
}

/** Writes `a.b.c.d` as four bytes at `at`, read digit by digit: this runs for every proxied connection. */
function putIpv4(address: string, out: Uint8Array, at: number) {
  let part = at;
  let value = 0;
  for (let i = 0; i < address.length; i += 1) {
    const code = address.charCodeAt(i);
    if (code === 46) {
      out[part] = value;
      part += 1;
      value = 0;
    } else value = value * 10 + code - 48;
  }
  out[part] = value;
}

function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const bytes = new Uint8Array(4);
    putIpv4(v4[1], bytes, 0);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = Number.parseInt(g || '0', 16);
    return [n >> 8, n & 0xff];
  });
}

const ipv6Text = (b: Uint8Array) =>
  Array.from({ length: 8 }, (_, i) =>
    (((b[2 * i] as number) << 8) | (b[2 * i + 1] as number)).toString(16),
  ).join(':');

/**
 * A PROXY v2 header for a connection (or a UDP session) from `source` to `destination`. The
 * address family follows the client: an IPv4 client is TCP4/UDP4 even when the backend is IPv6
 * (the destination is then written as the IPv4-mapped form's IPv4 part or 0.0.0.0).
 */
export function writeProxyV2(header: Omit<ProxyHeader, 'tlvs' | 'command'>): Uint8Array {
  const { source, destination } = header;
  const v4 = isIPv4(source.address);
  if (!v4 && !isIPv6(source.address)) throw new Error(`not an IP address: ${source.address}`);
  const length = v4 ? 12 : 36;
  const out = new Uint8Array(16 + length);
  out.set(signature);
  out[12] = 0x21;
  out[13] = (v4 ? 0x10 : 0x20) | (header.transport === 'tcp' ? 0x01 : 0x02);
  out[15] = length;
  if (v4) {
    putIpv4(source.address, out, 16);
    putIpv4(v4Of(destination.address), out, 20);
  } else {
    out.set(ipv6Bytes(source.address), 16);
    const to = destination.address;
    out.set(ipv6Bytes(isIPv6(to) ? to : `::ffff:${to}`), 32);
  }
  const ports = 16 + length - 4;
  out[ports] = source.port >> 8;
  out[ports + 1] = source.port & 0xff;
  out[ports + 2] = destination.port >> 8;
  out[ports + 3] = destination.port & 0xff;
  return out;
}

/** The destination as an IPv4 header writes it: the IPv4-mapped form's IPv4 part, or 0.0.0.0. */
const v4Of = (address: string) =>
  isIPv4(address) ? address : (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? '0.0.0.0');

/**
 * A PROXY v2 header with the LOCAL command: the connection is the sender's own (a health check),
 * not a client's. A backend that demands the header accepts it and uses the real endpoints.
 */
export function writeProxyV2Local(): Uint8Array {
  return Uint8Array.from([...signature, 0x20, 0x00, 0x00, 0x00]);
}

/** Reads a PROXY v2 header from the start of `bytes`. */
export function readProxyV2(bytes: Uint8Array): Decoded<ProxyHeader> {
  for (let i = 0; i < signature.length; i++) {
    if (i >= bytes.length) return incomplete;
    if (bytes[i] !== signature[i]) return malformed('no PROXY v2 signature');
  }
  if (bytes.length < 16) return incomplete;
  const versionCommand = bytes[12] as number;
  if (versionCommand >> 4 !== 2) return malformed('not PROXY version 2');
  const command = versionCommand & 0x0f;
  if (command > 1) return malformed('unknown PROXY command');
  const familyByte = bytes[13] as number;
  const length = ((bytes[14] as number) << 8) | (bytes[15] as number);
  const end = 16 + length;
  if (bytes.length < end) return incomplete;
  const body = bytes.subarray(16, end);
  const family = familyByte >> 4;
  const transport = (familyByte & 0x0f) === 2 ? 'udp' : 'tcp';
  const size = family === 1 ? 12 : family === 2 ? 36 : 0;
  if (command === 1 && (size === 0 || ![1, 2].includes(familyByte & 0x0f)))
    return malformed('unsupported PROXY family');
  if (body.length < size) return malformed('PROXY addresses truncated');
  const port = (at: number) => ((body[at] as number) << 8) | (body[at + 1] as number);
  const [source, destination] =
    family === 1
      ? [
          { address: Array.from(body.subarray(0, 4)).join('.'), port: port(8) },
          { address: Array.from(body.subarray(4, 8)).join('.'), port: port(10) },
        ]
      : family === 2
        ? [
            { address: ipv6Text(body.subarray(0, 16)), port: port(32) },
            { address: ipv6Text(body.subarray(16, 32)), port: port(34) },
          ]
        : [
            { address: '', port: 0 },
            { address: '', port: 0 },
          ];
  const tlvs: ProxyHeader['tlvs'] = [];
  for (let at = size; at < body.length; ) {
    if (at + 3 > body.length) return malformed('TLV truncated');
    const tlvLength = ((body[at + 1] as number) << 8) | (body[at + 2] as number);
    if (at + 3 + tlvLength > body.length) return malformed('TLV truncated');
    tlvs.push({ type: body[at] as number, value: body.slice(at + 3, at + 3 + tlvLength) });
    at += 3 + tlvLength;
  }
  return ok(
    {
      command: command === 1 ? 'proxy' : 'local',
      transport,
      source: source as ProxyHeader['source'],
      destination: destination as ProxyHeader['destination'],
      tlvs,
    },
    end,
  );
}
