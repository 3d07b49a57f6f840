import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  type AllowedRange,
  backendRefusal,
  parseAllowedRange,
  splitAddress,
} from '@palisade/address-policy';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { AppError } from '../../errors';

const lookupMs = 3000;

/** Every range some location allows; each edge enforces its own location's again. */
async function allowedRanges(db: Db): Promise<AllowedRange[]> {
  const rows = await db.select({ ranges: locations.allowedBackends }).from(locations);
  return rows.flatMap((r) => r.ranges.flatMap((text) => parseAllowedRange(text) ?? []));
}

/**
 * What a host name resolves to now. A name that does not resolve (yet) is let through: the
 * edge resolves it again before each dial and refuses non-public answers then.
 */
async function resolve(host: string): Promise<string[]> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('lookup timed out')), lookupMs).unref(),
  );
  const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]).catch(
    () => [],
  );
  return answers.map((a) => a.address);
}

/**
 * Refuses backends that are not public addresses (literals, and every address a host name
 * resolves to), unless an operator allowed the range at a location: otherwise any customer
 * could reach the operator's own network through the edge, or scan it with health checks.
 */
export async function assertPublicBackends(db: Db, backends: string[]): Promise<void> {
  const allowed = await allowedRanges(db);
  const refusals = await Promise.all(
    backends.map(async (backend, index) => {
      const { host, port } = splitAddress(backend);
      const addresses = isIP(host) === 0 ? await resolve(host) : [host];
      const why = addresses.map((a) => backendRefusal(a, port, allowed)).find((r) => r);
      if (!why) return null;
      const message = isIP(host) === 0 ? `${host} resolves to ${why}` : why;
      return { path: `body.backends.${index}`, message };
    }),
  );
  const details = refusals.filter((r) => r !== null);
  const [first] = details;
  if (first) throw new AppError(400, 'BACKEND_NOT_PUBLIC', first.message, {}, details);
}
