import { writeFrame, writeHandshake, writeProxyV2 } from '@palisade/mcproto';
import type { Connection } from '../connection';
import { signHandshake } from '../signed-handshake';

/**
 * What a backend of the set reads first: the PROXY v2 header when the set asks for it, then the
 * handshake, signed when the set asks for that. Unsigned, it is the client's own bytes, so Forge
 * markers and forwarding data survive. `then` (what the client sent after the handshake) goes
 * into the same buffer: one copy for the write that carries all of it.
 */
export function opening(c: Connection, then?: Buffer): Buffer {
  const header = c.set.proxy_protocol
    ? writeProxyV2({
        transport: 'tcp',
        source: c.client,
        destination: {
          address: (c.socket.localAddress ?? '0.0.0.0').replace(/^::ffff:/, ''),
          port: c.socket.localPort ?? 0,
        },
      })
    : new Uint8Array(0);
  const forwarded = c.set.vulcan_ac_enabled
    ? writeFrame(
        0x00,
        writeHandshake(signHandshake(c.handshake, c.client, c.network.settings.edge_secret)),
      )
    : c.handshakeFrame;
  return Buffer.concat(then ? [header, forwarded, then] : [header, forwarded]);
}
