import { setTimeout } from 'node:timers/promises';
import helmet from '@fastify/helmet';
import type { RouteDef } from '@palisade/contract';
import { routes } from '@palisade/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { authHandlers } from './features/account/auth-routes';
import { userHandlers } from './features/account/user-routes';
import { adminHandlers } from './features/admin/routes';
import { webhookHandlers } from './features/alerts/routes';
import { analyticsHandlers } from './features/analytics/routes';
import { attackHandlers } from './features/attacks/routes';
import { backendSetHandlers } from './features/backend-sets/routes';
import { bedrockHandlers } from './features/bedrock/routes';
import { billingHandlers } from './features/billing/routes';
import { domainHandlers } from './features/domains/routes';
import { edgeSyncHandlers } from './features/edge-sync/routes';
import { exposureHandlers } from './features/exposure/routes';
import { firewallHandlers } from './features/firewall/routes';
import { locationHandlers } from './features/locations/routes';
import { networkHandlers } from './features/networks/routes';
import { playerHandlers } from './features/players/routes';
import { statsHandlers } from './features/stats/routes';
import { subUserHandlers } from './features/sub-users/routes';
import { telemetryHandlers } from './features/telemetry/routes';
import { tunnelAnalyticsHandlers } from './features/tunnels/analytics';
import { tunnelHandlers } from './features/tunnels/routes';
import { verificationServerHandlers } from './features/verification-server/routes';
import { apiHostRewrite } from './plugins/api-host';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, sendError } from './plugins/errors';
import type { Handler, Handlers } from './plugins/handlers';
import { registerObservability } from './plugins/observability';
import { registerContractRoutes } from './plugins/routes';
import { dashboardScriptHashes } from './plugins/script-hashes';
import { registerWeb } from './plugins/web';

const handlers: Handlers<typeof routes> = {
  ...authHandlers,
  ...userHandlers,
  ...networkHandlers,
  ...domainHandlers,
  ...backendSetHandlers,
  ...exposureHandlers,
  ...firewallHandlers,
  ...subUserHandlers,
  ...verificationServerHandlers,
  ...locationHandlers,
  ...bedrockHandlers,
  ...tunnelHandlers,
  ...billingHandlers,
  ...edgeSyncHandlers,
  ...telemetryHandlers,
  ...statsHandlers,
  ...attackHandlers,
  ...playerHandlers,
  ...analyticsHandlers,
  ...tunnelAnalyticsHandlers,
  ...adminHandlers,
  ...webhookHandlers,
};

export interface AppOptions {
  /** Folder of the built dashboard; null serves the API only. */
  webDist: string | null;
  /** Where request logs go; false for none. */
  logger: FastifyBaseLogger | false;
}

export async function buildApp(deps: Deps, options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    rewriteUrl: apiHostRewrite(deps.config.apiHost),
    bodyLimit: 64 * 1024,
    // After the drain below, keep-alive connections are closed rather than left to time out.
    forceCloseConnections: true,
    // Errors raised before routing (a malformed URL, an over-long parameter) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, 400, 'BAD_REQUEST', error.message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON only; anything else is a 415, not a string fed to the schemas.
  app.removeContentTypeParser('text/plain');
  // Many HTTP clients label a DELETE (or a bodiless POST) `application/json` and send nothing:
  // that is no body, not malformed JSON. Anything else goes to Fastify's own parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  // Cloudflare Turnstile, when configured, runs a script and an iframe from its own host.
  const turnstile = deps.config.turnstileSiteKey ? ['https://challenges.cloudflare.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // index.html's own inline scripts by hash; nothing else inline runs (the API
        // reference page states its own, see plugins/docs.ts).
        'script-src': ["'self'", ...dashboardScriptHashes(options.webDist), ...turnstile],
        'frame-src': ["'self'", ...turnstile],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // Operators may serve plain HTTP on a LAN; TLS is the reverse proxy's business.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await registerDocs(app, deps.config.publicUrl, turnstile);
  registerObservability(app, deps);
  registerContractRoutes(
    app,
    deps,
    routes,
    handlers as unknown as Record<string, Handler<RouteDef>>,
  );
  await registerWeb(app, options.webDist);
  // Graceful shutdown: edges waiting on a config long-poll get their answer at once, and
  // requests in flight get up to 5 s to finish before the connections close.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight += 1;
  });
  app.addHook('onResponse', async () => {
    inFlight -= 1;
  });
  app.addHook('preClose', async () => {
    deps.versionWatch.close();
    const deadline = Date.now() + 5000;
    while (inFlight > 0 && Date.now() < deadline) await setTimeout(20);
  });
  return app;
}
