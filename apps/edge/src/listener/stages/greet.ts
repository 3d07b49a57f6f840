import type { Socket } from 'node:net';
import {
  classifyOpening,
  type Handshake,
  type LegacyPing,
  legacyStatus,
  readFrame,
  readHandshake,
  readLegacyPing,
} from '@palisade/mcproto';
import type { Outcome } from '../../metrics/metrics';
import { type Parsed, readUntil } from '../../transport/connection-reader';
import type { JavaRuntime } from '../runtime';

/** A client's handshake, with the frame as sent and what came after it. */
export interface Greeting {
  handshake: Handshake;
  frame: Buffer;
  rest: Buffer;
}

type First =
  | { kind: 'handshake'; handshake: Handshake; size: number }
  | { kind: 'legacy'; ping: LegacyPing }
  | { kind: 'invalid' };

/**
 * The first thing a client sends: a handshake frame, or a pre-1.7 server-list ping. `FE` and
 * `FE 01` alone are a ping once nothing follows them for a moment (a frame's rest comes at once).
 */
export function parseFirst(bytes: Uint8Array, ended: boolean): Parsed<First> {
  const opening = classifyOpening(bytes);
  if (opening === 'undecided' && !ended) return 'settle';
  if (opening !== 'frame') {
    const legacy = readLegacyPing(bytes, ended);
    if (legacy.kind === 'incomplete') return 'more';
    return legacy.kind === 'ok' ? { kind: 'legacy', ping: legacy.value } : { kind: 'invalid' };
  }
  const frame = readFrame(bytes, 2048);
  if (frame.kind === 'incomplete') return 'more';
  if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return { kind: 'invalid' };
  const handshake = readHandshake(frame.value.body);
  return handshake.kind === 'ok'
    ? { kind: 'handshake', handshake: handshake.value, size: frame.size }
    : { kind: 'invalid' };
}

/**
 * Reads the client's first packet, bounded in size and time. A legacy ping is answered here;
 * garbage costs the address a strike.
 */
export async function greet(
  rt: JavaRuntime,
  socket: Socket,
  address: string,
): Promise<Greeting | Outcome> {
  const first = await readUntil(socket, parseFirst, {
    maxBytes: 4096,
    timeoutMs: rt.handshakeTimeoutMs,
  });
  if (!first || first.value.kind === 'invalid' || !rt.state()) {
    rt.jail.strike(address);
    socket.destroy();
    return 'invalid';
  }
  if (first.value.kind === 'legacy') {
    socket.end(
      legacyStatus(first.value.ping.form, {
        protocol: 127,
        version: 'Palisade',
        motd: 'Update your game to join.',
        online: 0,
        max: 0,
      }),
    );
    return 'status_served';
  }
  const { handshake, size } = first.value;
  return { handshake, frame: first.bytes.subarray(0, size), rest: first.bytes.subarray(size) };
}
