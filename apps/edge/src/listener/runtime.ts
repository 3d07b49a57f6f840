import type { RateGuard } from '../filters/rate';
import type { Strikes } from '../filters/strikes';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import type { EdgeMetrics } from '../metrics/metrics';
import type { BackendHealth } from '../routing/health';
import type { EdgeState } from '../state';
import type { Recorder } from '../sync/recorder';
import type { StatusCache } from './status-cache';
import type { Verifier } from './verification';

/** What the Java listener's stages share: the config in use, the filters' state, the counters. */
export interface JavaRuntime {
  state(): EdgeState | null;
  country: CountryLookup;
  asn: AsnLookup;
  recorder: Recorder;
  health: BackendHealth;
  rate: RateGuard;
  verifier: Verifier;
  strikes: Strikes;
  statusCache: StatusCache;
  metrics: EdgeMetrics;
  /** How long a client may take to send its handshake and Login Start (slowloris). */
  handshakeTimeoutMs: number;
  log: { debug(message: string): void };
}
