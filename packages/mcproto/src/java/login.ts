import { hash } from 'node:crypto';
import { type Decoded, malformed, ok } from '../result';
import { concat, readString, writeString } from './buffer';
import { readVarInt, writeVarInt } from './varint';

export interface LoginStart {
  username: string;
  uuid?: string;
}

const uuidText = (bytes: Uint8Array) => {
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Login Start (0x00 in the login state). After the name: nothing up to 1.18.2 (758); an optional
 * signature `{i64, buf, buf}` in 1.19 (759); that, then an optional UUID in 1.19.1–2 (760); an
 * optional UUID in 1.19.3–1.20.1 (761–763); a UUID always from 1.20.2 (764).
 */
export function readLoginStart(body: Uint8Array, protocol: number): Decoded<LoginStart> {
  const name = readString(body, 0, 16);
  if (name.kind !== 'ok') return malformed('bad username');
  if (!/^[A-Za-z0-9_]{1,16}$/.test(name.value)) return malformed('bad username');
  let offset = name.size;
  const flag = () => {
    const value = body[offset];
    offset += 1;
    return value;
  };
  const skipBuffer = () => {
    const length = readVarInt(body, offset);
    if (length.kind !== 'ok' || length.value < 0) return false;
    offset += length.size + length.value;
    return offset <= body.length;
  };
  const readUuid = () => {
    if (body.length < offset + 16) return null;
    const uuid = uuidText(body.subarray(offset, offset + 16));
    offset += 16;
    return uuid;
  };
  let uuid: string | null | undefined;
  if (protocol === 759 || protocol === 760) {
    const hasSignature = flag();
    if (hasSignature === 1) {
      offset += 8;
      if (!skipBuffer() || !skipBuffer()) return malformed('truncated signature');
    } else if (hasSignature !== 0) return malformed('bad signature flag');
  }
  if (protocol >= 760 && protocol <= 763) {
    const hasUuid = flag();
    if (hasUuid === 1) uuid = readUuid();
    else if (hasUuid !== 0) return malformed('bad uuid flag');
  } else if (protocol >= 764) {
    uuid = readUuid();
  }
  if (uuid === null) return malformed('truncated uuid');
  if (offset !== body.length) return malformed('trailing bytes after login start');
  return ok(uuid ? { username: name.value, uuid } : { username: name.value }, offset);
}

export function writeLoginStart(start: LoginStart, protocol: number): Uint8Array {
  const uuid = start.uuid ? Buffer.from(start.uuid.replace(/-/g, ''), 'hex') : null;
  const parts = [writeString(start.username)];
  if (protocol === 759 || protocol === 760) parts.push(Uint8Array.of(0));
  if (protocol >= 760 && protocol <= 763)
    parts.push(uuid ? concat(Uint8Array.of(1), uuid) : Uint8Array.of(0));
  if (protocol >= 764) parts.push(uuid ?? new Uint8Array(16));
  return concat(...parts);
}

/** The UUID an offline-mode server gives a name: MD5("OfflinePlayer:" + name), version 3. */
export function offlineUuid(username: string): string {
  // One-shot: a Hash object per name costs the limbo's every new client twice as much.
  const md5 = hash('md5', `OfflinePlayer:${username}`, 'buffer');
  md5[6] = ((md5[6] as number) & 0x0f) | 0x30;
  md5[8] = ((md5[8] as number) & 0x3f) | 0x80;
  return uuidText(md5);
}

/** Login-state Disconnect (0x00): the reason as a JSON chat component. */
export const writeLoginDisconnect = (text: string) => writeString(JSON.stringify({ text }));

/**
 * What a server may answer a Login Start with, by packet id (clientbound, login state; the
 * same ids since 1.13, which added the plugin request; 1.20.5 added the cookie request).
 * An encryption request (online mode), set compression or login success means the server goes
 * on with the login; a disconnect means it refused it.
 */
export const loginReplies = [
  'disconnect',
  'encryption-request',
  'login-success',
  'set-compression',
  'plugin-request',
  'cookie-request',
] as const;
export type LoginReply = (typeof loginReplies)[number];

export const loginReplyOf = (packetId: number): LoginReply | null => loginReplies[packetId] ?? null;

export interface LoginPluginRequest {
  messageId: number;
  /** Namespaced identifier, e.g. `velocity:player_info`. */
  channel: string;
  data: Uint8Array;
}

/** Login Plugin Request (0x04): message id, channel, then the rest of the body as data. */
export function readLoginPluginRequest(body: Uint8Array): Decoded<LoginPluginRequest> {
  const messageId = readVarInt(body);
  if (messageId.kind !== 'ok') return malformed('truncated plugin request');
  const channel = readString(body, messageId.size, 32767);
  if (channel.kind !== 'ok')
    return channel.kind === 'incomplete' ? malformed('truncated plugin request') : channel;
  const offset = messageId.size + channel.size;
  return ok(
    { messageId: messageId.value, channel: channel.value, data: body.subarray(offset) },
    body.length,
  );
}

/** Serverbound packet id of the Login Plugin Response. */
export const loginPluginResponseId = 0x02;

/**
 * Login Plugin Response body of a client that does not understand the request (what a vanilla
 * client answers every request with): the message id, then `false` and no data.
 */
export const writeLoginPluginResponse = (messageId: number): Uint8Array =>
  concat(writeVarInt(messageId), Uint8Array.of(0));
