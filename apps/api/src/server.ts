import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Edge } from '@palisade/edge';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { createDeps } from './deps';
import { forgetExpiredCaptchas } from './features/account/captcha';
import { closeSilentParts } from './features/attacks/silence';
import { startLocalEdge } from './features/edge-sync/local-edge';
import { startExposureChecks } from './features/exposure/jobs';
import { deleteExpiredRules } from './features/firewall/queries';
import { startTelemetryJobs } from './features/telemetry/jobs';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function createLogger(config: Config) {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    ...(config.logPretty ? { transport: { target: 'pino-pretty' } } : {}),
  });
}

/** Opens the database, migrates it, and serves the API and the dashboard until a signal. */
export async function startServer(config: Config) {
  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const deps = await createDeps(config, database.db, {
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const app = await buildApp(deps, { webDist, logger: log });
  const housekeeping = setInterval(() => {
    forgetExpiredCaptchas(deps).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
    deleteExpiredRules(deps.db).catch((err: unknown) =>
      log.warn({ err }, 'deleting expired firewall rules failed'),
    );
    // Attacks whose edge stopped reporting for five minutes (it crashed) end without it.
    closeSilentParts(deps.db, 5 * 60_000, deps.alerts.enqueue)
      .then(async (events) => {
        if (events.length > 0) await deps.alerts.wake();
      })
      .catch((err: unknown) => log.warn({ err }, 'closing silent attacks failed'));
  }, 60_000);
  housekeeping.unref();
  deps.alerts.start();
  const telemetryJobs = startTelemetryJobs(database.db, log, config.telemetryJobSeconds * 1000);
  const exposureChecks =
    config.exposureCheckHours > 0
      ? startExposureChecks(database.db, log, config.exposureCheckHours, config.edge.location)
      : null;

  let edge: Edge | null = null;
  let demo: { stop(): Promise<void> } | null = null;
  const stop = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    clearInterval(housekeeping);
    await telemetryJobs.stop();
    await exposureChecks?.stop();
    await demo?.stop();
    await edge?.stop();
    await app.close();
    await deps.background.drain();
    await deps.alerts.stop();
    deps.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', (s) => void stop(s));
  process.once('SIGTERM', (s) => void stop(s));

  await app.listen({ port: config.port, host: config.host });
  if (config.edge.javaPort !== 0) {
    edge = await startLocalEdge(database.db, config, log);
    deps.extraMetrics.push(edge.metrics);
    if (config.demo) {
      // Loaded only here: minecraft-protocol is heavy, and operator commands never need it.
      const { startDemo } = await import('./features/demo/start');
      demo = await startDemo(deps, app, edge.port, log);
    }
  }
  log.info(
    `Palisade is up: dashboard ${config.publicUrl}/ · API ${config.publicUrl}/api/v1 · docs ${config.publicUrl}/api/docs · database ${database.kind} · Minecraft Java ${edge ? `port ${edge.port}` : 'off (EDGE_JAVA_PORT=0)'}`,
  );
  return app;
}
