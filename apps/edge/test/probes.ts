import { connect } from 'node:net';
import { ping } from '@palisade/peers/minecraft';

/**
 * Sends a handshake asking for next state 7 (not Minecraft) from `localAddress` to the edge on
 * `port` (on `host`, loopback unless given); resolves when the edge hangs up. More than 20 a minute
 * put the address in the jail.
 */
export const garbage = (port: number, localAddress: string, host = '127.0.0.1') =>
  new Promise<void>((resolve) => {
    const socket = connect({ port, host, localAddress }, () =>
      socket.end(Uint8Array.of(0x06, 0x00, 0x2f, 0x00, 0x63, 0xdd, 0x07)),
    );
    socket.on('error', () => undefined);
    socket.once('close', () => resolve());
    socket.resume();
  });

/**
 * How many of `tries` server-list pings from `localAddress` the edge on `port` (on `host`,
 * loopback unless given) answered. They ask for a host nobody serves: answered all the same, and
 * counted for no network (no attack here).
 */
export async function answered(port: number, localAddress: string, tries: number, host?: string) {
  const replies = await Promise.all(
    Array.from({ length: tries }, () =>
      ping(port, 'nobody.example.com', { localAddress, edgeAddress: host }).then(
        () => 1,
        () => 0,
      ),
    ),
  );
  return replies.reduce<number>((sum, n) => sum + n, 0);
}
