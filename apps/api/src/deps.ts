import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from './config';
import type { Db } from './db/client';
import { createOidcVerifier, type OidcVerifier } from './features/account/oidc';
import {
  type AlertDispatcher,
  type AlertTiming,
  createAlertDispatcher,
  defaultAlertTiming,
} from './features/alerts/dispatcher';
import { createVersionWatch, type VersionWatch } from './features/edge-sync/version';
import { createMailer, type Mailer } from './mail/mailer';
import { loadSecrets, type Secrets } from './secrets';
import { type Background, createBackground } from './shared/background';
import { writeDnsZone } from './shared/dns-zone';
import { ensureDefaultLocation } from './shared/locations';

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
  /** Attack webhooks and e-mails: queued in the database, sent once `start`ed. */
  alerts: AlertDispatcher;
  background: Background;
}

/** What tests may change that customers never set: how fast alerts are retried. */
export interface DepsOverrides {
  alertTiming?: Partial<AlertTiming>;
}

/** Secrets (generated once into DATA_DIR) and the default location, on a migrated database. */
export async function prepare(config: Config, db: Db): Promise<Secrets> {
  const secrets = await loadSecrets(config);
  await ensureDefaultLocation(db, config.publicUrl, secrets.dataKey);
  await writeDnsZone(db, config.edgeDomain, config.dnsNameservers, config.edge.publicJavaPort);
  return secrets;
}

/** Everything handlers need, for the server and for tests alike. */
export async function createDeps(
  config: Config,
  db: Db,
  mail: { outboxDir: string | null; log: FastifyBaseLogger },
  overrides: DepsOverrides = {},
): Promise<Deps> {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, ...mail });
  return {
    config,
    secrets: await prepare(config, db),
    db,
    mailer,
    oidc: createOidcVerifier(config.oidcProviders),
    versionWatch: createVersionWatch(db),
    extraMetrics: [],
    background: createBackground(mail.log),
    alerts: createAlertDispatcher({
      db,
      mailer,
      log: mail.log,
      publicUrl: config.publicUrl,
      allowPrivate: config.webhookAllowPrivate,
      timing: { ...defaultAlertTiming, ...overrides.alertTiming },
    }),
  };
}
