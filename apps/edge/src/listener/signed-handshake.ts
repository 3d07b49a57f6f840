import { createHmac } from 'node:crypto';
import type { Handshake } from '@palisade/mcproto';

/**
 * The handshake a backend with `vulcan_ac_enabled` receives: the server address becomes
 * `host///ip:port///unix-seconds///signature`, where signature is the unpadded base64url
 * HMAC-SHA256, keyed with the network's edge secret, of everything before the last `///`.
 * Whatever the client put after the host (Forge markers, from the first NUL on) follows the
 * signature unchanged. The format is documented for plugin authors in docs/edge.md.
 */
export function signHandshake(
  handshake: Handshake,
  client: { address: string; port: number },
  secret: string,
  now = Date.now(),
): Handshake {
  const nul = handshake.serverAddress.indexOf('\0');
  // A client's own `///` data is dropped: only the edge may say who the client is.
  const host = (nul === -1 ? handshake.serverAddress : handshake.serverAddress.slice(0, nul)).split(
    '///',
  )[0];
  const rest = nul === -1 ? '' : handshake.serverAddress.slice(nul);
  const ip = client.address.includes(':') ? `[${client.address}]` : client.address;
  const payload = `${host}///${ip}:${client.port}///${Math.floor(now / 1000)}`;
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return { ...handshake, serverAddress: `${payload}///${signature}${rest}` };
}
