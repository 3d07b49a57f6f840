import { connect } from 'node:net';
import {
  concat,
  loginPluginResponseId,
  loginReplyOf,
  offlineUuid,
  readFrame,
  readFrameHead,
  readLoginPluginRequest,
  readStatusResponse,
  writeFrame,
  writeHandshake,
  writeLoginPluginResponse,
  writeLoginStart,
} from '@palisade/mcproto';

/** Each conversation with a backend ends within this, answered or not. */
const conversationMs = 3000;
/** A status reply is at most 32767 characters of JSON (up to 3 bytes each) and its header. */
const maxStatusBytes = 100 * 1024;
/** Enough for a few plugin requests; a login reply is told from its first bytes. */
const maxLoginBytes = 16 * 1024;
/** The release asked for when the status ping did not say which one the backend speaks (1.21.4). */
const fallbackProtocol = 769;
/** The name the probe logs in with; backends' logs show it. */
export const probeName = 'PalisadeProbe';

export interface ProbeTarget {
  /** The host as the backend set names it: sent in the handshake, as a player's client does. */
  host: string;
  port: number;
  /** The checked address to connect to (no second lookup). */
  address: string;
}

type Step<T> = (received: Uint8Array, send: (bytes: Uint8Array) => void) => T | undefined;

/**
 * One TCP conversation: sends `opening`, hands what has arrived to `step` after each read until
 * it answers, and gives up after `conversationMs` or `maxBytes`. Never throws: a refused or
 * broken connection answers `connected: false` or no `outcome`.
 */
function converse<T>(
  target: ProbeTarget,
  opening: Uint8Array,
  maxBytes: number,
  step: Step<T>,
): Promise<{ connected: boolean; outcome: T | undefined }> {
  return new Promise((resolve) => {
    const socket = connect({ host: target.address, port: target.port });
    let connected = false;
    let received: Uint8Array = new Uint8Array();
    const finish = (outcome: T | undefined) => {
      clearTimeout(deadline);
      socket.destroy();
      resolve({ connected, outcome });
    };
    const deadline = setTimeout(() => finish(undefined), conversationMs);
    socket.once('connect', () => {
      connected = true;
      socket.write(opening);
    });
    socket.on('data', (chunk: Buffer) => {
      received = concat(received, chunk).subarray(0, maxBytes);
      const outcome = step(received, (bytes) => socket.write(bytes));
      if (outcome !== undefined || received.length >= maxBytes) finish(outcome);
    });
    socket.once('error', () => finish(undefined));
    socket.once('close', () => finish(undefined));
  });
}

const handshake = (target: ProbeTarget, protocol: number, nextState: 1 | 2) =>
  writeFrame(
    0x00,
    writeHandshake({
      protocolVersion: protocol,
      serverAddress: target.host,
      serverPort: target.port,
      nextState,
    }),
  );

/** A server-list ping: the release the backend speaks, or undefined when it did not answer. */
function statusPing(target: ProbeTarget) {
  const opening = concat(
    handshake(target, fallbackProtocol, 1),
    writeFrame(0x00, new Uint8Array()),
  );
  return converse<number | null>(target, opening, maxStatusBytes, (received) => {
    const frame = readFrame(received, maxStatusBytes);
    if (frame.kind === 'incomplete') return undefined;
    if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return null;
    const status = readStatusResponse(frame.value.body);
    if (status.kind !== 'ok') return null;
    const protocol = status.value.version.protocol;
    return Number.isInteger(protocol) && protocol > 0 ? protocol : fallbackProtocol;
  });
}

/**
 * A login as a player's client starts it, without a PROXY header or a signed handshake: true
 * when the backend goes on (encryption request, set compression, login success), false when
 * it disconnects or says something else. Plugin requests (Velocity's modern forwarding asks
 * the player's data this way) get the vanilla answer, "not understood", and the login goes on.
 */
function login(target: ProbeTarget, protocol: number) {
  const opening = concat(
    handshake(target, protocol, 2),
    writeFrame(
      0x00,
      writeLoginStart({ username: probeName, uuid: offlineUuid(probeName) }, protocol),
    ),
  );
  let offset = 0;
  return converse<boolean>(target, opening, maxLoginBytes, (received, send) => {
    for (;;) {
      const rest = received.subarray(offset);
      const head = readFrameHead(rest, maxLoginBytes);
      if (head.kind === 'incomplete') return undefined;
      if (head.kind === 'malformed') return false;
      const reply = loginReplyOf(head.value.packetId);
      if (reply !== 'plugin-request') {
        return (
          reply === 'encryption-request' || reply === 'login-success' || reply === 'set-compression'
        );
      }
      const frame = readFrame(rest, maxLoginBytes);
      if (frame.kind === 'incomplete') return undefined;
      if (frame.kind === 'malformed') return false;
      const request = readLoginPluginRequest(frame.value.body);
      if (request.kind !== 'ok') return false;
      send(writeFrame(loginPluginResponseId, writeLoginPluginResponse(request.value.messageId)));
      offset += frame.size;
    }
  });
}

export interface ProbeResult {
  /** A TCP connection was accepted. */
  connected: boolean;
  answersStatus: boolean;
  acceptsLogin: boolean;
}

/**
 * Talks to a backend as a player who skipped the edge would: a status ping, then a login in
 * the release the ping reported. A backend that takes no connection is not asked twice.
 */
export async function probeBackend(target: ProbeTarget): Promise<ProbeResult> {
  const status = await statusPing(target);
  if (!status.connected) return { connected: false, answersStatus: false, acceptsLogin: false };
  const answersStatus = typeof status.outcome === 'number';
  const protocol = typeof status.outcome === 'number' ? status.outcome : fallbackProtocol;
  const entry = await login(target, protocol);
  return { connected: true, answersStatus, acceptsLogin: entry.outcome === true };
}
