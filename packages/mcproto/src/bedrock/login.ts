import { readVarInt } from '../java/varint';
import { type Decoded, malformed, ok } from '../result';

export interface BedrockLogin {
  protocol: number;
  /** The name the client plays under (its client data's `ThirdPartyName`), or null. */
  username: string | null;
}

const loginId = 0x01;

/** The payload of the middle part of a JWT, parsed; null when it is not one. */
function jwtPayload(token: string): Record<string, unknown> | null {
  const middle = token.split('.')[1];
  if (!middle) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(middle, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The Login packet at the start of a decompressed Bedrock batch: VarInt length, VarInt id 0x01,
 * i32 protocol, VarInt length of the connection request, and in it an i32 LE length and the
 * identity (a JSON document of certificate chains), then an i32 LE length and the client data
 * (a JWT whose payload names the player in `ThirdPartyName`).
 */
export function readBedrockLogin(batch: Uint8Array): Decoded<BedrockLogin> {
  const length = readVarInt(batch);
  if (length.kind !== 'ok') return malformed('bad batch');
  const end = length.size + length.value;
  const header = readVarInt(batch, length.size);
  if (header.kind !== 'ok' || (header.value & 0x3ff) !== loginId || end > batch.length)
    return malformed('not a login');
  let at = length.size + header.size;
  if (end < at + 4) return malformed('login truncated');
  const view = new DataView(batch.buffer, batch.byteOffset, batch.length);
  const protocol = view.getInt32(at);
  at += 4;
  const request = readVarInt(batch, at);
  if (request.kind !== 'ok') return malformed('bad request length');
  at += request.size;
  const text = (): string | null => {
    if (end < at + 4) return null;
    const size = view.getInt32(at, true);
    if (size < 0 || end < at + 4 + size) return null;
    const value = Buffer.from(batch.buffer, batch.byteOffset + at + 4, size).toString('utf8');
    at += 4 + size;
    return value;
  };
  const identity = text();
  const client = text();
  if (identity === null || client === null) return malformed('connection request truncated');
  const name = jwtPayload(client)?.ThirdPartyName;
  // The client's say-so: a name with control characters (a NUL, which no database stores) is none.
  const username =
    typeof name === 'string' && name.length > 0 && !/\p{Cc}/u.test(name) ? name : null;
  return ok({ protocol, username }, end);
}
