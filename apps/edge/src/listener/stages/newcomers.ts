import { setTimeout as sleep } from 'node:timers/promises';
import type { Stage } from '../connection';
import { checksOf } from './checks';

/**
 * How long a newcomer in a burst waits at a time: a second, the rate's window, and a quarter for
 * the location's other edges' counts to arrive (`location/`). A flood at the threshold's rate or
 * above passes it within that time, wherever its connections land.
 */
export const newcomerHoldMs = 1250;
/** Waits at most, while the rate stays near the threshold: the other edges' counts may be late. */
const maxHolds = 2;

/**
 * A login the network's checks would not see now, from an address it does not know (on no allow
 * list), waits once the network's new connections over the last second pass a tenth of its
 * threshold, and then meets the checks as they are. A flood's first logins would otherwise reach
 * the game server before its rate passed the threshold: with this only the first tenth of a
 * threshold does, the rest is verified. The wait is `newcomerHoldMs`, again while the rate is at
 * half the threshold or more without passing it (a location's other edges' counts late on a busy
 * machine), `maxHolds` times at most. A player the network knows never waits, nor does one who
 * arrives while the network is quiet.
 * See docs/decisions/2026-11-28-newcomers-in-a-burst-wait-for-their-second.md.
 */
export const newcomers: Stage = async (rt, c) => {
  if (!c.login || c.firewallAllowed || c.allowed || c.route.bac) return null;
  const net = c.network.settings;
  if (checksOf(net).mode === 'always') return null;
  const threshold = net.connections_per_second_threshold;
  if (rt.rate.underAttack(net.id) || rt.rate.rate(net.id) * 10 <= threshold) return null;
  for (let held = 0; held < maxHolds; held += 1) {
    await sleep(newcomerHoldMs);
    if (rt.rate.underAttack(net.id) || rt.rate.rate(net.id) * 2 < threshold) break;
  }
  return null;
};
