import { type Decoded, incomplete, malformed, ok } from '../result';

/** Minecraft VarInt: 7 bits a byte, least significant first, at most 5 bytes, 32-bit signed. */
export function readVarInt(bytes: Uint8Array, offset = 0): Decoded<number> {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) return incomplete;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) {
      if (i === 4 && byte > 0x0f) return malformed('VarInt overflows 32 bits');
      return ok(value | 0, i + 1);
    }
  }
  return malformed('VarInt longer than 5 bytes');
}

export function varIntSize(value: number): number {
  let v = value >>> 0;
  let size = 1;
  while (v >= 0x80) {
    v >>>= 7;
    size++;
  }
  return size;
}

export function writeVarInt(
  value: number,
  out = new Uint8Array(varIntSize(value)),
  offset = 0,
): Uint8Array {
  let v = value >>> 0;
  let i = offset;
  while (v >= 0x80) {
    out[i++] = (v & 0x7f) | 0x80;
    v >>>= 7;
  }
  out[i] = v;
  return out;
}

/** VarLong: the same for 64-bit signed values, at most 10 bytes. */
export function readVarLong(bytes: Uint8Array, offset = 0): Decoded<bigint> {
  let value = 0n;
  for (let i = 0; i < 10; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) return incomplete;
    value |= BigInt(byte & 0x7f) << BigInt(7 * i);
    if ((byte & 0x80) === 0) {
      if (i === 9 && byte > 0x01) return malformed('VarLong overflows 64 bits');
      return ok(BigInt.asIntN(64, value), i + 1);
    }
  }
  return malformed('VarLong longer than 10 bytes');
}

export function writeVarLong(value: bigint): Uint8Array {
  let v = BigInt.asUintN(64, value);
  const out: number[] = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return Uint8Array.from(out);
}
