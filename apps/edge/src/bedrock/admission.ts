import type { DropReason } from '@palisade/contract';
import { admit } from '../admission/policy';
import type { GeoOf } from '../filters/firewall';
import type { TelemetrySink } from '../ports';
import type { CompiledNetwork } from '../state';
import type { SessionLimiter } from './limiter';
import type { BedrockMetrics } from './metrics';

/** Where a datagram the tunnel port decides on came from, and whether it was counted yet. */
export interface Arrival {
  networkId: number;
  address: string;
  /** The tunnel's allocated name: the domain its connections count under. */
  domain: string;
  geo: GeoOf;
  bytes: number;
}

/**
 * A Bedrock tunnel's side of the network's admission policy (`admission/policy.ts`, as the Java
 * listener's admission stage): the firewall, the VPN block, then the session limiter. Before a
 * session (a ping, request 1) the limiter's bans alone apply: nothing is counted towards the
 * rate until the client proved its address with the cookie. A refusal is counted as a drop of
 * one of the network's connections, never alone (docs/edge.md#telemetry), and kept by address
 * for the player lookup as the Java listener keeps its refusals (`Recorder.refused`): a ping too,
 * since a client whose ping goes unanswered does not go on to join. No name is known yet: a
 * Bedrock client sends it in its login, after these.
 */
export class BedrockAdmission {
  constructor(
    private readonly rt: {
      recorder: TelemetrySink;
      metrics: BedrockMetrics;
      limiter: SessionLimiter;
    },
  ) {}

  /**
   * A ping or request 1, before any answer: a refused one is a connection of the network and
   * its drop at once.
   */
  beforeAnswer(network: CompiledNetwork, from: Arrival): boolean {
    const { limiter } = this.rt;
    const verdict = admit(network, from.address, from.geo, {
      note: () => undefined,
      admit: () => (limiter.isBanned(from.networkId, from.address) ? 'rate_limit' : 'pass'),
    });
    if (typeof verdict === 'string') return true;
    this.count(from);
    this.refuse(from, verdict.reason);
    this.rt.metrics.count(verdict.outcome);
    return false;
  }

  /**
   * Request 2 with a valid cookie: a connection of the network, counted here, then the policy
   * with the limiter's count of new sessions per address and subnet, then the tunnel's caps
   * (`full`, counted as a `rate_limit` drop), which bind allowed addresses too.
   */
  session(network: CompiledNetwork, from: Arrival, full: () => boolean): boolean {
    this.count(from);
    const { limiter } = this.rt;
    const settings = {
      threshold: network.settings.connections_per_second_threshold,
      banSeconds: network.settings.client_ban_seconds,
    };
    const verdict = admit(network, from.address, from.geo, {
      note: () => undefined,
      admit: () => {
        if (limiter.isBanned(from.networkId, from.address)) return 'rate_limit';
        const counted = limiter.admit(from.networkId, from.address, settings);
        return counted === 'pass' || counted === 'subnet' ? counted : 'rate_limit';
      },
    });
    if (typeof verdict !== 'string') {
      this.refuse(from, verdict.reason);
      this.rt.metrics.count(verdict.outcome);
      return false;
    }
    if (!full()) return true;
    this.refuse(from, 'rate_limit');
    this.rt.metrics.count('full');
    return false;
  }

  private refuse(from: Arrival, reason: DropReason) {
    this.rt.recorder.dropped(from.networkId, reason);
    this.rt.recorder.refused(from.networkId, reason, {
      address: from.address,
      edition: 'bedrock',
      username: null,
      domain: from.domain,
      protocol_version: null,
      geo: from.geo,
    });
  }

  private count(from: Arrival) {
    this.rt.recorder.connection(from.networkId, {
      address: from.address,
      domain: from.domain,
      geo: from.geo,
      bytes: from.bytes,
    });
  }
}
