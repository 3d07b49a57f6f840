import { createSocket, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import { splitAddress } from '../routing/health';

/**
 * The one place the Bedrock proxy opens a socket towards a backend (sessions and pings alike),
 * so a rule on which backends may be dialled applies to all of it. The socket is connected:
 * the kernel drops datagrams from anyone but the backend.
 */
export function dialBackend(backend: string): Promise<Socket> {
  const { host, port } = splitAddress(backend);
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
