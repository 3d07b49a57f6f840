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

/** `a.b.c.d` to its four bytes, read digit by digit: this runs for every proxied connection. */
function ipv4Bytes(address: string): number[] {
  const bytes = [0, 0, 0, 0];
  let part = 0;
  for (let i = 0; i < address.length; i += 1) {
    const code = address.charCodeAt(i);
    if (code === 46) part += 1;
    else bytes[part] = (bytes[part] as number) * 10 + code - 48;
  }
  return bytes;
}

function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(v4[1]);
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
  const v4 = isIPv4(header.source.address);
  if (!v4 && !isIPv6(header.source.address))
    throw new Error(`not an IP address: ${header.source.address}`);
  const toV4 = (a: string) =>
    isIPv4(a) ? a : (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)?.[1] ?? '0.0.0.0');
  const toV6 = (a: string) => (isIPv6(a) ? a : `::ffff:${a}`);
  const addresses = v4
    ? [...ipv4Bytes(header.source.address), ...ipv4Bytes(toV4(header.destination.address))]
    : [...ipv6Bytes(header.source.address), ...ipv6Bytes(toV6(header.destination.address))];
  const ports = [
    header.source.port >> 8,
    header.source.port & 0xff,
    header.destination.port >> 8,
    header.destination.port & 0xff,
  ];
  const family = (v4 ? 0x10 : 0x20) | (header.transport === 'tcp' ? 0x01 : 0x02);
  const length = addresses.length + 4;
  return Uint8Array.from([
    ...signature,
    0x21,
    family,
    length >> 8,
    length & 0xff,
    ...addresses,
    ...ports,
  ]);
}

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
