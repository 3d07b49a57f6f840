import { adminRoutes } from './admin';
import { analyticsRoutes, tunnelAnalyticsRoutes } from './analytics';
import { attackRoutes } from './attacks';
import { authRoutes } from './auth';
import { backendSetRoutes } from './backend-sets';
import { bedrockRoutes } from './bedrock';
import { billingRoutes } from './billing';
import { domainRoutes } from './domains';
import { edgeRoutes } from './edge';
import { exposureRoutes } from './exposure';
import { firewallRouteTable } from './firewall';
import { locationRoutes } from './locations';
import { networkRoutes } from './networks';
import { playerRoutes } from './players';
import type { RouteDef } from './route';
import { statsRoutes } from './stats';
import { subUserRoutes } from './sub-users';
import { telemetryRoutes } from './telemetry';
import { tunnelRoutes } from './tunnels';
import { userRoutes } from './user';
import { verificationServerRoutes } from './verification-server';
import { webhookRoutes } from './webhooks';

export * from './admin';
export * from './analytics';
export * from './attacks';
export * from './auth';
export * from './backend-sets';
export * from './bedrock';
export * from './billing';
export * from './common';
export * from './domains';
export * from './drops';
export * from './edge';
export * from './envelope';
export * from './exposure';
export * from './firewall';
export * from './location-bus';
export * from './locations';
export * from './networks';
export * from './periods';
export * from './permissions';
export * from './players';
export * from './route';
export * from './stats';
export * from './sub-users';
export * from './telemetry';
export * from './tunnels';
export * from './user';
export * from './verification-server';
export * from './webhooks';

/** Every route of the API, by name. The server registers exactly these. */
export const routes = {
  ...authRoutes,
  ...userRoutes,
  ...networkRoutes,
  ...domainRoutes,
  ...playerRoutes,
  ...backendSetRoutes,
  ...exposureRoutes,
  ...firewallRouteTable,
  ...subUserRoutes,
  ...verificationServerRoutes,
  ...locationRoutes,
  ...bedrockRoutes,
  ...tunnelRoutes,
  ...billingRoutes,
  ...edgeRoutes,
  ...telemetryRoutes,
  ...statsRoutes,
  ...attackRoutes,
  ...analyticsRoutes,
  ...tunnelAnalyticsRoutes,
  ...webhookRoutes,
  ...adminRoutes,
} as const satisfies Record<string, RouteDef>;
export type Routes = typeof routes;
export type RouteName = keyof Routes;
