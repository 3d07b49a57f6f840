import type { Registry } from 'prom-client';
import type { Config } from './config';
import type { Db } from './db/client';
import type { OidcVerifier } from './features/account/oidc';
import type { VersionWatch } from './features/edge-sync/version';
import type { Mailer } from './mail/mailer';
import type { Secrets } from './secrets';

/** What handlers need from the outside world, built once at start. */
export interface Deps {
  config: Config;
  secrets: Secrets;
  db: Db;
  mailer: Mailer;
  oidc: OidcVerifier;
  /** Wakes long-polling edges when their config changes. */
  versionWatch: VersionWatch;
  /** Other registries served at `/metrics` too: the in-process edge's. */
  extraMetrics: Registry[];
}
