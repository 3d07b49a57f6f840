import { type Decoded, malformed, ok } from '../result';
import { concat, readString, writeString } from './buffer';
import { readVarInt, writeVarInt } from './varint';

export interface Handshake {
  protocolVersion: number;
  /** The address as the client sent it, Forge markers and forwarding data included. */
  serverAddress: string;
  serverPort: number;
  /** 1 status, 2 login, 3 transfer (1.20.5+, handled like login). */
  nextState: 1 | 2 | 3;
}

/**
 * Longest address accepted: 255 for the host, plus Forge markers and the data BungeeCord-style
 * forwarding appends. Anything longer is not a Minecraft client.
 */
export const maxAddressChars = 1024;

/** The Handshake packet's body (packet id 0x00 in the handshaking state). */
export function readHandshake(body: Uint8Array): Decoded<Handshake> {
  const protocol = readVarInt(body);
  if (protocol.kind !== 'ok')
    return protocol.kind === 'incomplete' ? malformed('truncated handshake') : protocol;
  let offset = protocol.size;
  const address = readString(body, offset, maxAddressChars);
  if (address.kind !== 'ok')
    return address.kind === 'incomplete' ? malformed('truncated handshake') : address;
  offset += address.size;
  if (body.length < offset + 2) return malformed('truncated handshake');
  const port = ((body[offset] as number) << 8) | (body[offset + 1] as number);
  offset += 2;
  const next = readVarInt(body, offset);
  if (next.kind !== 'ok') return malformed('truncated handshake');
  if (next.value !== 1 && next.value !== 2 && next.value !== 3)
    return malformed(`next state ${next.value}`);
  offset += next.size;
  if (offset !== body.length) return malformed('trailing bytes after handshake');
  return ok(
    {
      protocolVersion: protocol.value,
      serverAddress: address.value,
      serverPort: port,
      nextState: next.value,
    },
    offset,
  );
}

export function writeHandshake(h: Handshake): Uint8Array {
  return concat(
    writeVarInt(h.protocolVersion),
    writeString(h.serverAddress),
    Uint8Array.of(h.serverPort >> 8, h.serverPort & 0xff),
    writeVarInt(h.nextState),
  );
}

/**
 * The host name to route by: cut at the first NUL (Forge markers, BungeeCord data), cut at `///`
 * (TCPShield's real-IP format), drop a trailing dot, lower-case.
 */
export function routingHost(serverAddress: string): string {
  let host = serverAddress;
  const nul = host.indexOf('\0');
  if (nul !== -1) host = host.slice(0, nul);
  const real = host.indexOf('///');
  if (real !== -1) host = host.slice(0, real);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.toLowerCase();
}

/** Which Forge handshake marker the address carries, if any. */
export function forgeMarker(serverAddress: string): 'FML' | 'FML2' | 'FML3' | null {
  const match = /\0(FML[23]?)\0/.exec(serverAddress);
  return (match?.[1] as 'FML' | 'FML2' | 'FML3' | undefined) ?? null;
}
