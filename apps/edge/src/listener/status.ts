import type { Socket } from 'node:net';
import {
  readFrame,
  readPing,
  readStatusResponse,
  type StatusResponse,
  writeFrame,
  writeStatusResponse,
} from '@palisade/mcproto';
import type { BackendGuard } from '../routing/backend-guard';
import { splitAddress } from '../routing/health';
import { frames } from '../transport/frames';

/**
 * Answers a status exchange itself: the request (0x00) gets `status`, a ping (0x01) its pong,
 * then the connection closes. `pending` holds bytes that arrived with the handshake.
 */
export function serveStatus(socket: Socket, pending: Buffer, status: StatusResponse) {
  const buffer = { bytes: pending };
  const timer = setTimeout(() => socket.destroy(), 10_000);
  const answer = () => {
    try {
      for (const frame of frames(buffer)) {
        if (frame.packetId === 0x00) socket.write(writeFrame(0x00, writeStatusResponse(status)));
        else if (frame.packetId === 0x01 && readPing(frame.body).kind === 'ok') {
          clearTimeout(timer);
          socket.end(writeFrame(0x01, frame.body));
          return;
        } else throw new Error('unexpected packet in status');
      }
    } catch {
      clearTimeout(timer);
      socket.destroy();
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffer.bytes = Buffer.concat([buffer.bytes, chunk]);
    answer();
  });
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
  answer();
}

/**
 * Asks a backend for its status as the client would, in 2 s or null (never dialing one the
 * guard refuses). `opening` is what the
 * edge sends a backend first (PROXY header and the client's status handshake, signed if asked).
 */
export function fetchStatus(
  guard: BackendGuard,
  backend: string,
  opening: Uint8Array,
): Promise<StatusResponse | null> {
  return new Promise((resolve) => {
    const { host, port } = splitAddress(backend);
    const socket = guard.connect({ host, port });
    let bytes = Buffer.alloc(0);
    const finish = (status: StatusResponse | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => finish(null), 2000);
    socket.once('error', () => finish(null));
    socket.once('connect', () => {
      socket.write(Buffer.concat([opening, writeFrame(0x00, new Uint8Array())]));
    });
    socket.on('data', (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const frame = readFrame(bytes);
      if (frame.kind === 'incomplete') return;
      if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return finish(null);
      const status = readStatusResponse(frame.value.body);
      finish(status.kind === 'ok' ? status.value : null);
    });
  });
}

/** The status the edge shows when no backend answers: the network's offline MOTD. */
export function offlineStatus(protocol: number, motd: string, favicon: string): StatusResponse {
  return {
    version: { name: 'Offline', protocol },
    players: { max: 0, online: 0 },
    description: { text: motd },
    ...(favicon ? { favicon } : {}),
  };
}

/** The status of a set with wake on join while every backend is down: its starting-up MOTD. */
export function startingStatus(protocol: number, motd: string): StatusResponse {
  return {
    version: { name: 'Starting', protocol },
    players: { max: 0, online: 0 },
    description: { text: motd },
  };
}
