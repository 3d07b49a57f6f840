import { routingHost } from '@palisade/mcproto';
import { silentGraceMs } from '../../filters/slots';
import { subnetOf } from '../../filters/subnet';
import { limboSupports, verifyInLimbo } from '../../limbo';
import type { Outcome } from '../../metrics/metrics';
import { type Checks, type Connection, refuse, refusedClient, type Stage } from '../connection';
import type { JavaRuntime } from '../runtime';

/** What a client of a release without Transfer reads after passing. */
export const rejoinMessage = 'You passed the bot check. Join again to play.';
/**
 * How long an address that failed the in-world check is refused at accept the first time; each
 * failure soon after its sentence doubles it, to five minutes (`Jail.sentence`).
 */
const failedLockMs = 60_000;
/** The first release whose clients follow a Transfer (1.20.5). */
const transferProtocol = 766;

/**
 * The last of a login's checks. With the world check, the edge holds the client in an empty
 * world (`limbo/`) within the verifications the network, the client's subnet and its provider
 * may run at once (`filters/slots.ts`; a client silent past the grace gives its slot up to a
 * newcomer when they are full): a client that passes is allowed and sent back to join
 * again (a Transfer from 1.20.5, a kick before); one that fails is refused at accept for a
 * minute, and kicked (closed, if it never answered) once the kernel's first line refuses it
 * too, if the edge keeps one. A release the limbo does not speak meets the reconnect check
 * instead, if it has not already. Without the world check, passing the checks before is
 * enough. Passing allows the address for the checks' `whitelist_seconds`.
 */
export const verification: Stage = (rt, c) => {
  const settings = c.checks;
  if (!settings) return null;
  const net = c.network.settings;
  const address = c.client.address;
  if (settings.world_check && limboSupports(c.handshake.protocolVersion))
    return inWorld(rt, c, settings);
  if (settings.world_check && !settings.reconnect_check && !rt.checks.reconnected(net.id, address))
    return refuse(rt, c, 'reconnect_check', settings.kick_message);
  rt.allow.allow(net.id, address, settings.whitelist_seconds);
  return null;
};

async function inWorld(rt: JavaRuntime, c: Connection, settings: Checks): Promise<Outcome> {
  const net = c.network.settings;
  const address = c.client.address;
  const protocol = c.handshake.protocolVersion;
  const asn = c.geo.asn();
  const slot = rt.slots.take({
    network: `${net.id}`,
    address: `${net.id}|${address}`,
    subnet: `${net.id}|${subnetOf(address)}`,
    ...(asn === null ? {} : { asn: `${net.id}|${asn}` }),
  });
  if (!slot) return refuse(rt, c, 'verification', net.mitigation_message);
  const verdict = await verifyInLimbo({
    socket: c.socket,
    received: Buffer.concat([c.handshakeFrame, c.pending]),
    protocol,
    username: c.username ?? '',
    transfer: { host: routingHost(c.handshake.serverAddress), port: c.handshake.serverPort },
    rejoinMessage,
    failMessage: settings.kick_message,
    answered: () => slot.answered(),
    silent: { ms: silentGraceMs, tell: () => rt.jail.suspect(address, net.id) },
    whenTaken: (listener) => slot.whenTaken(listener),
    failed: () =>
      rt.jail.lock(address, Date.now() + rt.jail.sentence(address, failedLockMs), {
        networkId: net.id,
        reason: 'verification',
      }),
  }).finally(() => slot.release());
  if (verdict.passed) {
    const transferred = protocol >= transferProtocol;
    rt.allow.allow(net.id, address, settings.whitelist_seconds, Date.now(), transferred);
    rt.jail.played(address);
    return 'verified';
  }
  rt.recorder.dropped(net.id, 'verification');
  rt.recorder.refused(net.id, 'verification', refusedClient(c));
  return 'verification';
}
