import { z } from 'zod';
import { isoDate, networkParams } from './common';
import { defineRoute } from './route';

/**
 * What a probe from the API host (never through an edge) found at a backend, sent neither a
 * PROXY header nor a signed handshake: `exposed` accepts a login, `reachable` answers a status
 * ping but refuses the login, `protected` takes the connection but neither answers nor lets in,
 * `unreachable` takes no connection (down, firewalled, or not a public address).
 */
export const exposureVerdict = z.enum(['exposed', 'reachable', 'protected', 'unreachable']);
export type ExposureVerdict = z.infer<typeof exposureVerdict>;

/** The last check of one backend address of a set; the nulls mean not checked yet. */
export const backendExposure = z
  .object({
    address: z.string(),
    set: z.object({ id: z.number().int(), name: z.string() }),
    answers_status: z.boolean().nullable(),
    accepts_login: z.boolean().nullable(),
    verdict: exposureVerdict.nullable(),
    checked_at: isoDate.nullable(),
  })
  .meta({ id: 'BackendExposure' });
export type BackendExposure = z.infer<typeof backendExposure>;

/** Where a location's edges connect to backends from: what a backend's firewall should allow. */
export const edgeSource = z
  .object({
    location: z.string(),
    name: z.string(),
    /** The location's address as the operator set it: an IP address or a host name. */
    public_address: z.string(),
    /** The IP addresses it stands for (a host name resolved now); empty if it did not resolve. */
    addresses: z.array(z.string()),
  })
  .meta({ id: 'EdgeSource' });
export type EdgeSource = z.infer<typeof edgeSource>;

export const exposureReport = z
  .object({
    backends: z.array(backendExposure),
    edge_addresses: z.array(edgeSource),
  })
  .meta({ id: 'ExposureReport' });
export type ExposureReport = z.infer<typeof exposureReport>;

const tags = ['Backend sets'] as const;

export const exposureRoutes = {
  getExposure: defineRoute({
    method: 'GET',
    path: '/networks/:id/exposure',
    auth: 'user',
    scope: 'network',
    permission: 'read_backends',
    summary: 'Whether each backend can be reached without Palisade, as last checked',
    tags,
    params: networkParams,
    reply: exposureReport,
  }),
  checkExposure: defineRoute({
    method: 'POST',
    path: '/networks/:id/exposure',
    auth: 'user',
    scope: 'network',
    permission: 'update_backends',
    summary: 'Check now whether each backend can be reached without Palisade (once a minute)',
    tags,
    params: networkParams,
    reply: exposureReport,
  }),
} as const;
