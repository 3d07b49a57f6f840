import { type Decoded, malformed, ok } from '../result';
import { readString, writeString } from './buffer';

export interface StatusResponse {
  version: { name: string; protocol: number };
  players: { max: number; online: number; sample?: { name: string; id: string }[] };
  description: unknown;
  favicon?: string;
  enforcesSecureChat?: boolean;
}

/** Status response (0x00) body: a JSON string of at most 32767 characters. */
export function readStatusResponse(body: Uint8Array): Decoded<StatusResponse> {
  const json = readString(body, 0, 32767);
  if (json.kind !== 'ok') return json.kind === 'incomplete' ? malformed('truncated status') : json;
  try {
    const value = JSON.parse(json.value) as Partial<StatusResponse>;
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.version !== 'object' ||
      value.version === null
    ) {
      return malformed('status without version');
    }
    return ok(value as StatusResponse, json.size);
  } catch {
    return malformed('status is not JSON');
  }
}

export const writeStatusResponse = (status: StatusResponse) => writeString(JSON.stringify(status));

/** Ping and pong (0x01) carry one big-endian 64-bit number. */
export function readPing(body: Uint8Array): Decoded<bigint> {
  if (body.length !== 8) return malformed('ping is not 8 bytes');
  return ok(new DataView(body.buffer, body.byteOffset, 8).getBigInt64(0), 8);
}

export function writePing(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigInt64(0, value);
  return out;
}
