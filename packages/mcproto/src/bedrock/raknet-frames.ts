import { readVarInt } from '../java/varint';
import { type Decoded, malformed, ok } from '../result';

/**
 * RakNet's connected datagrams, as far as a proxy reads them: a frame set (`0x80`–`0x8f`), its
 * frames and their payloads, and in them the first Bedrock game packet, which names the
 * client's protocol version. Acknowledgements (`0xc0`) and negative ones (`0xa0`) carry no
 * frames.
 */

export interface RakFrame {
  reliability: number;
  /**
   * Set on reliable frames. A sender resends a reliable frame whose acknowledgement is late in a
   * new datagram (a new sequence number) under the same index, and the receiver reads it once.
   */
  reliableIndex: number | null;
  /** Set on the parts of a message split across datagrams. */
  split: { count: number; id: number; index: number } | null;
  payload: Uint8Array;
}

export interface RakFrameSet {
  sequence: number;
  frames: RakFrame[];
}

export type DatagramKind = 'frames' | 'ack' | 'nack' | 'offline';

/** What a connected-phase datagram is by its first byte; `offline` for everything else. */
export function datagramKind(first: number | undefined): DatagramKind {
  if (first === undefined || (first & 0x80) === 0) return 'offline';
  if (first & 0x40) return 'ack';
  if (first & 0x20) return 'nack';
  return 'frames';
}

const reliable = (r: number) => r === 2 || r === 3 || r === 4 || r === 6 || r === 7;
const sequenced = (r: number) => r === 1 || r === 4;
const ordered = (r: number) => r === 1 || r === 3 || r === 4 || r === 7;
const u24 = (b: Uint8Array, at: number) =>
  (b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16);

/** Flags, u24 LE sequence number, then frames: flags, length in bits, indexes, split, payload. */
export function readFrameSet(bytes: Uint8Array, maxFrames = 64): Decoded<RakFrameSet> {
  if (datagramKind(bytes[0]) !== 'frames' || bytes.length < 4) return malformed('not a frame set');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const frames: RakFrame[] = [];
  let at = 4;
  while (at < bytes.length) {
    if (frames.length === maxFrames) return malformed('too many frames');
    if (bytes.length < at + 3) return malformed('frame header truncated');
    const flags = bytes[at] as number;
    const reliability = flags >> 5;
    const length = Math.ceil(view.getUint16(at + 1) / 8);
    at += 3;
    let reliableIndex: number | null = null;
    if (reliable(reliability)) {
      reliableIndex = u24(bytes, at);
      at += 3;
    }
    if (sequenced(reliability)) at += 3;
    if (ordered(reliability)) at += 4;
    let split: RakFrame['split'] = null;
    if (flags & 0x10) {
      if (bytes.length < at + 10) return malformed('split header truncated');
      split = {
        count: view.getUint32(at),
        id: view.getUint16(at + 4),
        index: view.getUint32(at + 6),
      };
      at += 10;
    }
    if (length === 0 || bytes.length < at + length) return malformed('frame truncated');
    frames.push({ reliability, reliableIndex, split, payload: bytes.subarray(at, at + length) });
    at += length;
  }
  return ok({ sequence: u24(bytes, 1), frames }, bytes.length);
}

export function writeFrameSet(set: RakFrameSet): Uint8Array {
  const parts: number[] = [
    0x84,
    set.sequence & 0xff,
    (set.sequence >> 8) & 0xff,
    set.sequence >> 16,
  ];
  set.frames.forEach((frame, i) => {
    const r = frame.reliability;
    parts.push((r << 5) | (frame.split ? 0x10 : 0));
    const bits = frame.payload.length * 8;
    parts.push(bits >> 8, bits & 0xff);
    if (reliable(r)) {
      const index = frame.reliableIndex ?? 0;
      parts.push(index & 0xff, (index >> 8) & 0xff, (index >> 16) & 0xff);
    }
    if (sequenced(r)) parts.push(0, 0, 0);
    if (ordered(r)) parts.push(i & 0xff, 0, 0, 0);
    if (frame.split) {
      const { count, id, index } = frame.split;
      parts.push(count >>> 24, (count >> 16) & 0xff, (count >> 8) & 0xff, count & 0xff);
      parts.push(id >> 8, id & 0xff);
      parts.push(index >>> 24, (index >> 16) & 0xff, (index >> 8) & 0xff, index & 0xff);
    }
    parts.push(...frame.payload);
  });
  return Uint8Array.from(parts);
}

/** Bedrock's game packets travel in a frame whose payload starts with this byte. */
export const gamePacketId = 0xfe;
const requestNetworkSettingsId = 0xc1;

/**
 * The client's first game packet since 1.19.30, uncompressed: `0xfe`, VarInt length, VarInt
 * id `0xc1`, i32 protocol version. Its protocol is the one the client plays.
 */
export function readRequestNetworkSettings(payload: Uint8Array): Decoded<{ protocol: number }> {
  if (payload[0] !== gamePacketId) return malformed('not a game packet');
  const length = readVarInt(payload, 1);
  if (length.kind !== 'ok') return malformed('bad game packet length');
  const start = 1 + length.size;
  const id = readVarInt(payload, start);
  if (id.kind !== 'ok' || id.value !== requestNetworkSettingsId)
    return malformed('not a network settings request');
  const at = start + id.size;
  if (length.value < id.size + 4 || payload.length < at + 4) return malformed('truncated');
  const view = new DataView(payload.buffer, payload.byteOffset, payload.length);
  return ok({ protocol: view.getInt32(at) }, start + length.value);
}

export function writeRequestNetworkSettings(protocol: number): Uint8Array {
  const out = Uint8Array.of(gamePacketId, 6, 0xc1, 0x01, 0, 0, 0, 0);
  new DataView(out.buffer).setInt32(4, protocol);
  return out;
}

/** RakNet's disconnect notification, a frame of its own when a side leaves. */
export const disconnectId = 0x15;

/**
 * Whether a datagram is a frame set carrying a disconnect notification. Only short datagrams
 * are read (a notification travels alone, in a few bytes), so the check costs nothing for the
 * game traffic around it.
 */
export function isDisconnect(bytes: Uint8Array): boolean {
  if (bytes.length > 32 || datagramKind(bytes[0]) !== 'frames') return false;
  const set = readFrameSet(bytes, 4);
  return set.kind === 'ok' && set.value.frames.some((f) => f.payload[0] === disconnectId);
}
