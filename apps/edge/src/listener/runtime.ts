import type { AllowList } from '../filters/allow-list';
import type { CheckMemory } from '../filters/checks';
import type { Jail } from '../filters/jail';
import type { RateGuard } from '../filters/rate';
import type { Slots } from '../filters/slots';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import type { EdgeMetrics } from '../metrics/metrics';
import type { TelemetrySink, WakeSink } from '../ports';
import type { BackendHealth } from '../routing/health';
import type { EdgeState } from '../state';
import type { StatusCache } from './status-cache';

/** What the Java listener's stages share: the config in use, the filters' state, the counters. */
export interface JavaRuntime {
  state(): EdgeState | null;
  country: CountryLookup;
  asn: AsnLookup;
  recorder: TelemetrySink;
  health: BackendHealth;
  rate: RateGuard;
  allow: AllowList;
  checks: CheckMemory;
  jail: Jail;
  /** In-world verifications under way. */
  slots: Slots;
  statusCache: StatusCache;
  /** Sets with wake on join found asleep, for the API to wake. */
  wake: WakeSink;
  metrics: EdgeMetrics;
  /** How long a client may take to send its handshake and Login Start (slowloris). */
  handshakeTimeoutMs: number;
  /** How long a player must stay in play before the address joins the allow list. */
  playedMs: number;
  log: { debug(message: string): void };
}
