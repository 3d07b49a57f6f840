import type { EdgeNetwork } from '@palisade/contract';
import type { GeoOf } from '../filters/firewall';
import { hostingAsns } from '../filters/hosting-asns';
import type { Admission } from '../filters/rate';
import type { CompiledNetwork } from '../state';

/** Why the policy refused a connection. */
export interface Refusal {
  /** The drop telemetry counts for the network. */
  reason: 'firewall' | 'rate_limit' | 'subnet' | 'asn';
  /** What the edge's metrics count it as: a VPN refusal is a `firewall` drop counted `vpn`. */
  outcome: 'firewall' | 'vpn' | 'rate_limit' | 'subnet' | 'asn';
  /**
   * Refused under a ban whose first refusal of this address was told why: closed without a
   * message, counted all the same (`filters/rate.ts`).
   */
  quiet?: true;
  /** The address keeps coming back under its ban: jailed until then (`filters/rate.ts`). */
  jailUntil?: number;
}

/**
 * The policy's answer for one connection: `allowed` by the network's firewall (no limit or
 * check applies to it after), `pass` on to what comes next, or refused.
 */
export type Verdict = 'allowed' | 'pass' | Refusal;

/** How a protocol counts the network's connections against its rate defence. */
export interface RateStep {
  /** Counts a connection and decides (Java: `filters/rate.ts`; Bedrock: `bedrock/limiter.ts`). */
  admit(): Admission;
  /** Counts a connection the firewall allowed, which is never refused for its rate. */
  note(): void;
}

const refusals = {
  firewall: { reason: 'firewall', outcome: 'firewall' },
  vpn: { reason: 'firewall', outcome: 'vpn' },
} as const satisfies Record<string, Refusal>;

/**
 * The network's admission, the same for Java and Bedrock: its IP, ASN and country rules (an
 * allow rule beats every block, and every limit after), then its VPN block (the addresses of
 * hosting providers, `filters/hosting-asns.ts`), then its rate defence as the protocol counts
 * it. The Java listener's admission stage and the Bedrock tunnel ports both ask here and count
 * what it says; a new protection of both is a step here. See docs/edge.md#inside-the-edge (Admission).
 */
export function admit(
  network: CompiledNetwork,
  address: string,
  geo: GeoOf,
  rate: RateStep,
): Verdict {
  const rules = network.firewall.check(address, geo);
  if (rules === 'allow') {
    rate.note();
    return 'allowed';
  }
  if (rules === 'block') return refusals.firewall;
  const asn = network.settings.vpn_block ? geo.asn() : null;
  if (asn !== null && hostingAsns.has(asn)) return refusals.vpn;
  const admission = rate.admit();
  if (admission === 'pass') return 'pass';
  if (typeof admission === 'string') return { reason: admission, outcome: admission };
  const { quiet: reason, jailUntil } = admission;
  return {
    reason,
    outcome: reason,
    quiet: true,
    ...(jailUntil === undefined ? {} : { jailUntil }),
  };
}

/** What a Java login refused by the firewall reads. */
export const firewallMessage = 'You are not allowed to join this server.';

/** What a Java login refused by the policy reads: the network's own words where it has them. */
export function refusalMessage(refusal: Refusal, network: EdgeNetwork): string {
  if (refusal.outcome === 'firewall') return firewallMessage;
  if (refusal.outcome === 'vpn') return network.antivpn_kick_msg;
  return network.mitigation_message;
}
