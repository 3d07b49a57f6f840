import { type Decoded, incomplete, malformed, ok } from '../result';
import { readVarInt, varIntSize, writeVarInt } from './varint';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/** A Minecraft String: VarInt byte length, then UTF-8; `maxChars` as the protocol sets it. */
export function readString(bytes: Uint8Array, offset: number, maxChars: number): Decoded<string> {
  const length = readVarInt(bytes, offset);
  if (length.kind !== 'ok') return length;
  if (length.value < 0 || length.value > maxChars * 3) return malformed('string too long');
  const start = offset + length.size;
  if (bytes.length < start + length.value) return incomplete;
  let text: string;
  try {
    text = utf8.decode(bytes.subarray(start, start + length.value));
  } catch {
    return malformed('string is not UTF-8');
  }
  // Characters as Java counts them: UTF-16 code units.
  if (text.length > maxChars) return malformed('string too long');
  return ok(text, length.size + length.value);
}

export function writeString(text: string): Uint8Array {
  const body = encoder.encode(text);
  const out = new Uint8Array(varIntSize(body.length) + body.length);
  writeVarInt(body.length, out, 0);
  out.set(body, varIntSize(body.length));
  return out;
}

export const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
