import { describe, expect, it } from 'vitest';
import { inNamespace, namespacesUnavailable } from '../../test/netns';

/**
 * The kernel's first line for real: each scenario runs in a network namespace of its own with
 * the real `nft`, real sockets and loopback addresses (`test/kernel/filter-scenario.ts`), so no
 * rule ever reaches this machine's own firewall.
 */
const scenario = new URL('../../test/kernel/filter-scenario.ts', import.meta.url);
const unavailable = await namespacesUnavailable();

interface Seen {
  on: boolean;
  gauge: number;
  tables: string;
  before: boolean;
  jailed: string[];
  rejailed: string[];
  acceptsWhileJailed: number;
  allowedDespiteJail: boolean;
  garbageJailed: boolean;
  otherAddress: boolean;
  afterSentence: boolean;
  datagrams: Record<string, number>;
  telemetry: { kernel_jail: number; kernel_firewall: number; kernel_ban: number };
  banned: { whileBanned: number; after: number };
  kernelDropped: Record<string, number>;
  rate: { reached: number; dropped: number; pingsDropped: number };
  restarted: { staleJailGone: boolean; tableAfterStop: string };
  refused: string[];
}

describe('the kernel first line', () => {
  // A machine that cannot run it fails here and says why, rather than skipping.
  if (unavailable)
    it('needs root and nftables (npm test installs nftables as root)', () => {
      throw new Error(unavailable);
    });
  else {
    let seen: Seen;

    it('drops what the edge jailed before a socket exists, and counts it for the network', async () => {
      seen = await inNamespace<Seen>(scenario);
      expect(seen.on).toBe(true);
      expect(seen.gauge).toBe(1);
      expect(seen.before).toBe(true);
      // Five tries while jailed: each answered at once with a reset, none reached the socket.
      expect(seen.jailed).toEqual(Array(5).fill('ECONNREFUSED'));
      expect(seen.acceptsWhileJailed).toBe(0);
      // Jailed for garbage (21 strikes), and at the Bedrock port too.
      expect(seen.garbageJailed).toBe(false);
      expect(seen.datagrams['127.0.1.1']).toBeUndefined();
      expect(seen.otherAddress).toBe(true);
      // The five refused SYNs and the dropped ping, as the network's refusals in its telemetry.
      expect(seen.telemetry.kernel_jail).toBeGreaterThanOrEqual(6);
      expect(seen.kernelDropped.kernel_jail).toBeGreaterThanOrEqual(6);
    }, 120_000);

    it('holds an address jailed twice before a flush once, for the later time', () => {
      expect(seen.rejailed).toEqual(['45s']);
    });

    it('never drops an allowed address, and lets a jailed one go on time', () => {
      expect(seen.allowedDespiteJail).toBe(true);
      expect(seen.afterSentence).toBe(true);
    });

    it("applies a Bedrock port's IP rules: blocks drop, allow rules and other addresses pass", () => {
      expect(seen.datagrams['127.0.5.3']).toBeUndefined();
      expect(seen.datagrams['127.0.5.9']).toBe(1);
      expect(seen.datagrams['127.0.6.1']).toBe(1);
      expect(seen.telemetry.kernel_firewall).toBe(1);
    });

    it("drops a network's rate-banned address at its Bedrock port, counted for the network", () => {
      // Three pings and two open requests dropped; the datagram of a session it holds passes.
      expect(seen.banned.whileBanned).toBe(1);
      expect(seen.telemetry.kernel_ban).toBe(5);
      expect(seen.kernelDropped.kernel_ban).toBe(5);
      // Five seconds on, the kernel let it out by itself.
      expect(seen.banned.after).toBe(1);
    });

    it("meters one address's new connections at twice the peacetime share", () => {
      // 10 a second with a burst of 20 (networks' threshold 50: a share of 5, doubled).
      expect(seen.rate.reached).toBeGreaterThanOrEqual(10);
      expect(seen.rate.reached).toBeLessThan(30);
      expect(seen.rate.dropped).toBeGreaterThan(0);
    });

    it("meters one address's pings at the pong limit, for every process of the machine", () => {
      expect(seen.datagrams['127.0.7.1']).toBeGreaterThanOrEqual(5);
      expect(seen.datagrams['127.0.7.1']).toBeLessThanOrEqual(12);
      expect(seen.rate.pingsDropped).toBeGreaterThanOrEqual(28);
      expect(seen.datagrams['127.0.7.2']).toBe(12);
    });

    it('reports a refused change as lost, with what nft said and the command', () => {
      expect(seen.refused).toHaveLength(1);
      expect(seen.refused[0]).toMatch(
        /^Could not process rule: No such file or directory \(add element .*no_such_chain/,
      );
    });

    it("replaces a dead edge's table whole and removes its own at a clean stop", () => {
      expect(seen.restarted.staleJailGone).toBe(true);
      expect(seen.restarted.tableAfterStop).not.toContain('palisade_scenario');
    });

    it('falls back to user space without privileges, and says so', async () => {
      const unprivileged = await inNamespace<Seen>(scenario, { user: '65534' });
      expect(unprivileged.on).toBe(false);
      expect(unprivileged.gauge).toBe(0);
      expect(unprivileged.tables).toBe('');
    }, 60_000);
  }
});
