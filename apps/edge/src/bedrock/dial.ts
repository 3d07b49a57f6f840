import { createSocket, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import type { BackendGuard } from '../routing/backend-guard';
import { splitAddress } from '../routing/health';

/**
 * The one place the Bedrock proxy opens a socket towards a backend (sessions and pings alike),
 * so the location's rule on which backends may be dialled applies to all of it: a backend the
 * guard refuses (an internal address; a name that resolves to one) is never sent a datagram.
 * The socket is connected: the kernel drops datagrams from anyone but the backend.
 */
export async function dialBackend(backend: string, guard: BackendGuard): Promise<Socket> {
  const { host: name, port } = splitAddress(backend);
  const host = await guard.resolve(name, port);
  const socket = createSocket(isIPv6(host) ? 'udp6' : 'udp4');
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('error', failed);
    socket.connect(port, host, () => {
      socket.off('error', failed);
      resolve(socket);
    });
  });
}
