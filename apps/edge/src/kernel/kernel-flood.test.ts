import { describe, expect, it } from 'vitest';
import { inNamespace, namespacesUnavailable } from '../../test/netns';

/**
 * The kernel's first line of a whole edge under a flood: the `palisade` control plane, an edge
 * with the kernel filter, a real server, bots from 240 addresses and real players, all in a
 * network namespace of their own (`test/kernel/flood-scenario.ts`).
 */
const scenario = new URL('../../test/kernel/flood-scenario.ts', import.meta.url);
const unavailable = await namespacesUnavailable();

interface Seen {
  kernel: boolean;
  jailSize: number;
  verified: number;
  before: { accepted: number; kernelJail: number };
  after: { accepted: number; kernelJail: number };
  /** Per player, true once spawned, or why not. */
  players: (true | string)[];
  botsAtServer: number;
  droppedByReason: Record<string, number> | null;
  expiry: { seconds: number; droppedBefore: boolean; inAfter: boolean } | null;
}

describe('an edge under a bot flood, with the kernel first line', () => {
  if (unavailable)
    it('needs root and nftables (npm test installs nftables as root)', () => {
      throw new Error(unavailable);
    });
  else {
    it('drops the jailed bots that reconnect in the kernel while players get in', async () => {
      const seen = await inNamespace<Seen>(scenario, { timeoutMs: 540_000 });
      // Every bot failed the in-world check and is jailed, with the garbage senders, in the kernel.
      expect(seen.jailSize).toBe(248);
      // Each was closed once the kernel held it: the edge read its login, not its reconnect.
      expect(seen.verified).toBe(240);
      // 248 addresses reconnect: the edge process accepts none, the kernel drops each SYN.
      expect(seen.after.accepted).toBe(seen.before.accepted);
      expect(seen.after.kernelJail - seen.before.kernelJail).toBeGreaterThanOrEqual(248);
      expect(seen.players).toEqual([true, true, true]);
      expect(seen.botsAtServer).toBe(0);
      // The attack's details show the kernel's refusals of the network's bots by reason.
      expect(seen.droppedByReason?.kernel_jail).toBeGreaterThanOrEqual(240);
      expect(seen.droppedByReason?.verification).toBeGreaterThanOrEqual(240);
      // The jail's minute ends on time in the kernel: dropped 2.5 s before, let in 1.5 s after.
      expect(seen.expiry).toMatchObject({ droppedBefore: true, inAfter: true });
    }, 600_000);

    it('accepts every one of those reconnects in user space without it', async () => {
      const seen = await inNamespace<Seen>(scenario, { timeoutMs: 540_000, args: ['off'] });
      expect(seen.after.accepted - seen.before.accepted).toBeGreaterThanOrEqual(248);
      // Each bot's login and its reconnect the moment it was closed, read and refused.
      expect(seen.verified).toBe(480);
      expect(seen.after.kernelJail).toBe(0);
      expect(seen.players).toEqual([true, true, true]);
      expect(seen.droppedByReason?.kernel_jail).toBe(0);
    }, 600_000);
  }
});
