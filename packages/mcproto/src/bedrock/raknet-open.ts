import { type Decoded, malformed, ok } from '../result';
import { magic } from './raknet-ping';

/**
 * RakNet's offline connection handshake, which a client runs before anything else: open
 * connection request 1 (MTU discovery, padded to the MTU tried), reply 1, request 2, reply 2.
 * A proxy reads them to tell a new session from junk; it never needs to rewrite them.
 */

export const RakId = {
  unconnectedPing: 0x01,
  unconnectedPingOpen: 0x02,
  openRequest1: 0x05,
  openReply1: 0x06,
  openRequest2: 0x07,
  openReply2: 0x08,
  incompatibleProtocol: 0x19,
  unconnectedPong: 0x1c,
} as const;

/** IP and UDP headers: RakNet counts them in the MTU, so request 1 is this much shorter. */
export const udpOverhead = 28;

export interface RakAddress {
  address: string;
  port: number;
}

export interface OpenRequest1 {
  protocol: number;
  /** The MTU the client tries: the datagram's length plus IP and UDP headers. */
  mtu: number;
}

export interface OpenReply1 {
  serverGuid: bigint;
  /** Present when the server asks for RakNet's security handshake. */
  cookie: number | null;
  mtu: number;
}

export interface OpenRequest2 {
  /** Echoed from reply 1 when the server sent one. */
  cookie: number | null;
  server: RakAddress;
  mtu: number;
  clientGuid: bigint;
}

export interface OpenReply2 {
  serverGuid: bigint;
  client: RakAddress;
  mtu: number;
  encryption: boolean;
}

const hasMagic = (bytes: Uint8Array, at: number) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

/** RakNet's address: 4, the IPv4 bytes inverted, port; or 6, family, port, flow, IPv6, scope. */
export function readRakAddress(bytes: Uint8Array, at: number): Decoded<RakAddress> {
  const v = view(bytes);
  if (bytes[at] === 4) {
    if (bytes.length < at + 7) return malformed('address truncated');
    const parts = [1, 2, 3, 4].map((i) => (~(bytes[at + i] as number) & 0xff).toString());
    return ok({ address: parts.join('.'), port: v.getUint16(at + 5) }, 7);
  }
  if (bytes[at] === 6) {
    if (bytes.length < at + 29) return malformed('address truncated');
    const groups: string[] = [];
    for (let i = 0; i < 8; i++) groups.push(v.getUint16(at + 9 + i * 2).toString(16));
    return ok({ address: groups.join(':'), port: v.getUint16(at + 3) }, 29);
  }
  return malformed('unknown address family');
}

export function writeRakAddress(address: RakAddress): Uint8Array {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address.address)) {
    const out = new Uint8Array(7);
    out[0] = 4;
    address.address.split('.').forEach((part, i) => {
      out[1 + i] = ~Number(part) & 0xff;
    });
    view(out).setUint16(5, address.port);
    return out;
  }
  const out = new Uint8Array(29);
  const v = view(out);
  out[0] = 6;
  v.setUint16(1, 23, true); // AF_INET6 as Windows numbers it, which Bedrock clients send
  v.setUint16(3, address.port);
  const [head = '', tail] = address.address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  groups.forEach((g, i) => {
    v.setUint16(9 + i * 2, Number.parseInt(g, 16) || 0);
  });
  return out;
}

/** Request 1: id, magic, RakNet protocol version, zero padding up to the MTU tried. */
export function readOpenRequest1(bytes: Uint8Array): Decoded<OpenRequest1> {
  if (bytes[0] !== RakId.openRequest1 || bytes.length < 18 || !hasMagic(bytes, 1))
    return malformed('not an open connection request 1');
  return ok({ protocol: bytes[17] as number, mtu: bytes.length + udpOverhead }, bytes.length);
}

export function writeOpenRequest1(request: OpenRequest1): Uint8Array {
  const out = new Uint8Array(Math.max(18, request.mtu - udpOverhead));
  out[0] = RakId.openRequest1;
  out.set(magic, 1);
  out[17] = request.protocol;
  return out;
}

/** Reply 1: id, magic, server GUID, security flag (and then a cookie), MTU. */
export function readOpenReply1(bytes: Uint8Array): Decoded<OpenReply1> {
  if (bytes[0] !== RakId.openReply1 || bytes.length < 28 || !hasMagic(bytes, 1))
    return malformed('not an open connection reply 1');
  const v = view(bytes);
  const secure = bytes[25] !== 0;
  if (secure && bytes.length < 32) return malformed('reply 1 cookie truncated');
  const at = secure ? 30 : 26;
  return ok(
    {
      serverGuid: v.getBigInt64(17),
      cookie: secure ? v.getUint32(26) : null,
      mtu: v.getUint16(at),
    },
    at + 2,
  );
}

export function writeOpenReply1(reply: OpenReply1): Uint8Array {
  const out = new Uint8Array(reply.cookie === null ? 28 : 32);
  const v = view(out);
  out[0] = RakId.openReply1;
  out.set(magic, 1);
  v.setBigInt64(17, reply.serverGuid);
  out[25] = reply.cookie === null ? 0 : 1;
  if (reply.cookie !== null) v.setUint32(26, reply.cookie);
  v.setUint16(reply.cookie === null ? 26 : 30, reply.mtu);
  return out;
}

/**
 * Request 2: id, magic, (the cookie and a flag, when reply 1 had one), the server's address as
 * the client sees it, MTU, client GUID. Whether a cookie is there shows in where a valid
 * address starts.
 */
export function readOpenRequest2(bytes: Uint8Array): Decoded<OpenRequest2> {
  if (bytes[0] !== RakId.openRequest2 || !hasMagic(bytes, 1))
    return malformed('not an open connection request 2');
  const attempt = (at: number, cookie: number | null): Decoded<OpenRequest2> => {
    const server = readRakAddress(bytes, at);
    if (server.kind !== 'ok') return server;
    const end = at + server.size;
    if (bytes.length < end + 10) return malformed('request 2 truncated');
    const v = view(bytes);
    return ok(
      { cookie, server: server.value, mtu: v.getUint16(end), clientGuid: v.getBigInt64(end + 2) },
      end + 10,
    );
  };
  const plain = attempt(17, null);
  if (plain.kind === 'ok' && plain.size === bytes.length) return plain;
  if (bytes.length < 22) return malformed('request 2 truncated');
  const withCookie = attempt(22, view(bytes).getUint32(17));
  return withCookie.kind === 'ok' ? withCookie : plain;
}

export function writeOpenRequest2(request: OpenRequest2): Uint8Array {
  const address = writeRakAddress(request.server);
  const cookie = request.cookie === null ? 0 : 5;
  const out = new Uint8Array(17 + cookie + address.length + 10);
  const v = view(out);
  out[0] = RakId.openRequest2;
  out.set(magic, 1);
  if (request.cookie !== null) v.setUint32(17, request.cookie);
  out.set(address, 17 + cookie);
  v.setUint16(17 + cookie + address.length, request.mtu);
  v.setBigInt64(19 + cookie + address.length, request.clientGuid);
  return out;
}

/** Reply 2: id, magic, server GUID, the client's address, MTU, encryption flag. */
export function readOpenReply2(bytes: Uint8Array): Decoded<OpenReply2> {
  if (bytes[0] !== RakId.openReply2 || bytes.length < 25 || !hasMagic(bytes, 1))
    return malformed('not an open connection reply 2');
  const client = readRakAddress(bytes, 25);
  if (client.kind !== 'ok') return client;
  const end = 25 + client.size;
  if (bytes.length < end + 3) return malformed('reply 2 truncated');
  const v = view(bytes);
  return ok(
    {
      serverGuid: v.getBigInt64(17),
      client: client.value,
      mtu: v.getUint16(end),
      encryption: bytes[end + 2] !== 0,
    },
    end + 3,
  );
}

export function writeOpenReply2(reply: OpenReply2): Uint8Array {
  const address = writeRakAddress(reply.client);
  const out = new Uint8Array(25 + address.length + 3);
  const v = view(out);
  out[0] = RakId.openReply2;
  out.set(magic, 1);
  v.setBigInt64(17, reply.serverGuid);
  out.set(address, 25);
  v.setUint16(25 + address.length, reply.mtu);
  out[27 + address.length] = reply.encryption ? 1 : 0;
  return out;
}
