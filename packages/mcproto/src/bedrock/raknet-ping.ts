import { type Decoded, malformed, ok } from '../result';

/** RakNet's offline-message magic. */
export const magic = Uint8Array.from(Buffer.from('00ffff00fefefefefdfdfdfd12345678', 'hex'));

export interface UnconnectedPing {
  time: bigint;
  clientGuid: bigint;
}

export interface UnconnectedPong {
  time: bigint;
  serverGuid: bigint;
  /** `MCPE;motd;protocol;version;online;max;serverId;level;gamemode;gamemodeNum;portV4;portV6;` */
  motd: string;
}

const hasMagic = (bytes: Uint8Array, at: number) => magic.every((b, i) => bytes[at + i] === b);

/** Unconnected ping: 0x01 or 0x02, i64 time, magic, i64 client GUID. */
export function readUnconnectedPing(bytes: Uint8Array): Decoded<UnconnectedPing> {
  if (bytes[0] !== 0x01 && bytes[0] !== 0x02) return malformed('not an unconnected ping');
  if (bytes.length < 33 || !hasMagic(bytes, 9)) return malformed('bad unconnected ping');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  return ok({ time: view.getBigInt64(1), clientGuid: view.getBigInt64(25) }, 33);
}

export function writeUnconnectedPing(ping: UnconnectedPing): Uint8Array {
  const out = new Uint8Array(33);
  const view = new DataView(out.buffer);
  out[0] = 0x01;
  view.setBigInt64(1, ping.time);
  out.set(magic, 9);
  view.setBigInt64(25, ping.clientGuid);
  return out;
}

/** Bytes of a pong before its MOTD: id, time, server GUID, magic, the string's length. */
export const pongHeaderSize = 35;

/** UTF-8 length of one code point; a lone surrogate is written as U+FFFD, three bytes. */
const utf8Size = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Bytes of `text` in UTF-8, as `TextEncoder` writes it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += utf8Size(char.codePointAt(0) ?? 0);
  return bytes;
}

/**
 * The longest start of `text` that is at most `maxBytes` in UTF-8, cut between characters: never
 * inside a UTF-8 sequence, never between the halves of a surrogate pair.
 */
export function cutUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Size(char.codePointAt(0) ?? 0);
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** Fields of a pong's MOTD that are a server's text, cut first to last: level name, then MOTD. */
const textFields = [7, 1];

/**
 * The MOTD cut so that its pong is at most `maxPong` bytes: the second line (the level name)
 * first, then the first, each at a character boundary. A MOTD still too long is not one a server
 * writes (its numbers and version are that long): it is cut whole.
 */
export function fitPongMotd(motd: string, maxPong: number): string {
  const budget = maxPong - pongHeaderSize;
  let over = utf8Length(motd) - budget;
  if (over <= 0) return motd;
  const fields = motd.split(';');
  for (const index of textFields) {
    const text = fields[index];
    if (text === undefined) continue;
    const size = utf8Length(text);
    const kept = cutUtf8(text, size - over);
    fields[index] = kept;
    over -= size - utf8Length(kept);
    if (over <= 0) return fields.join(';');
  }
  return cutUtf8(fields.join(';'), budget);
}

/** Unconnected pong: 0x1c, i64 time, i64 server GUID, magic, u16 length, the MOTD string. */
export function readUnconnectedPong(bytes: Uint8Array): Decoded<UnconnectedPong> {
  if (bytes[0] !== 0x1c || bytes.length < 35 || !hasMagic(bytes, 17))
    return malformed('not an unconnected pong');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const length = view.getUint16(33);
  if (bytes.length < 35 + length) return malformed('pong string truncated');
  const motd = new TextDecoder().decode(bytes.subarray(35, 35 + length));
  return ok({ time: view.getBigInt64(1), serverGuid: view.getBigInt64(9), motd }, 35 + length);
}

export function writeUnconnectedPong(pong: UnconnectedPong): Uint8Array {
  const text = new TextEncoder().encode(pong.motd);
  const out = new Uint8Array(35 + text.length);
  const view = new DataView(out.buffer);
  out[0] = 0x1c;
  view.setBigInt64(1, pong.time);
  view.setBigInt64(9, pong.serverGuid);
  out.set(magic, 17);
  view.setUint16(33, text.length);
  out.set(text, 35);
  return out;
}

/** Points the ports of a pong's MOTD at the edge, so clients come back to the proxy. */
export function rewritePorts(motd: string, portV4: number, portV6: number): string {
  const fields = motd.split(';');
  if (fields.length < 12) return motd;
  fields[10] = String(portV4);
  fields[11] = String(portV6);
  return fields.join(';');
}
