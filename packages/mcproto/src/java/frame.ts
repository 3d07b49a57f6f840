import { type Decoded, incomplete, malformed, ok } from '../result';
import { concat } from './buffer';
import { readVarInt, writeVarInt } from './varint';

/** Largest frame the protocol allows (a 3-byte VarInt length). */
export const maxFrameLength = 2_097_151;

export interface Frame {
  packetId: number;
  /** The packet's fields, after its id. */
  body: Uint8Array;
}

/** One frame from the start of `bytes`: VarInt length, VarInt packet id, body. */
export function readFrame(bytes: Uint8Array, limit = maxFrameLength): Decoded<Frame> {
  const length = readVarInt(bytes);
  if (length.kind !== 'ok') return length;
  if (length.value <= 0 || length.value > limit) return malformed(`frame length ${length.value}`);
  const end = length.size + length.value;
  if (bytes.length < end) return incomplete;
  const payload = bytes.subarray(length.size, end);
  const id = readVarInt(payload);
  if (id.kind !== 'ok') return malformed('frame without packet id');
  return ok({ packetId: id.value, body: payload.subarray(id.size) }, end);
}

export interface FrameHead {
  packetId: number;
  /** Bytes of the whole frame, its length prefix included. */
  frameSize: number;
}

/**
 * A frame's length and packet id, before the rest of it has arrived: enough to tell which
 * packet it is without reading a long one whole (a Disconnect's reason may run to 256 KiB).
 */
export function readFrameHead(bytes: Uint8Array, limit = maxFrameLength): Decoded<FrameHead> {
  const length = readVarInt(bytes);
  if (length.kind !== 'ok') return length;
  if (length.value <= 0 || length.value > limit) return malformed(`frame length ${length.value}`);
  const id = readVarInt(bytes, length.size);
  if (id.kind === 'malformed') return id;
  if (id.kind === 'incomplete')
    return bytes.length >= length.size + length.value ? malformed('frame without packet id') : id;
  if (id.size > length.value) return malformed('frame without packet id');
  return ok({ packetId: id.value, frameSize: length.size + length.value }, length.size + id.size);
}

export function writeFrame(packetId: number, body: Uint8Array): Uint8Array {
  const payload = concat(writeVarInt(packetId), body);
  return concat(writeVarInt(payload.length), payload);
}
