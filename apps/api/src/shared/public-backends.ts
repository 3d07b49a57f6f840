import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  type AllowedRange,
  backendRefusal,
  parseAllowedRange,
  splitAddress,
} from '@palisade/address-policy';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { allowedBackendLists } from '../features/admin/queries';

const lookupMs = 3000;

/**
 * The ranges one location allows, or, without one, every range some location allows (each edge
 * enforces its own location's again).
 */
async function allowedRanges(db: Db, location?: string): Promise<AllowedRange[]> {
  const lists = await allowedBackendLists(db, location);
  return lists.flatMap((ranges) => ranges.flatMap((text) => parseAllowedRange(text) ?? []));
}

/** What a host name resolves to now; nothing when it does not resolve within `lookupMs`. */
export async function resolveHost(host: string): Promise<string[]> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('lookup timed out')), lookupMs).unref(),
  );
  const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]).catch(
    () => [],
  );
  return answers.map((a) => a.address);
}

export interface CheckedBackend {
  host: string;
  port: number;
  /** The literal, or every address the host name resolves to now (none if it does not). */
  addresses: string[];
  /** Why the API may not reach it, or null. */
  refusal: string | null;
}

/**
 * The API's backend policy, with the allowed ranges read once: literals, and every address a
 * host name resolves to, must be public unless an operator allowed the range at a location.
 * Otherwise any customer could reach the operator's own network through the edge, or scan it
 * with the API's own checks. Given a `location`, only its allowances count: for what the API
 * host itself dials (exposure checks), an allowance of another location is about that
 * location's network, not the API's.
 */
export async function backendChecker(db: Db, location?: string) {
  const allowed = await allowedRanges(db, location);
  return async (backend: string): Promise<CheckedBackend> => {
    const { host, port } = splitAddress(backend);
    const addresses = isIP(host) === 0 ? await resolveHost(host) : [host];
    const why = addresses.map((a) => backendRefusal(a, port, allowed)).find((r) => r) ?? null;
    const refusal = why && isIP(host) === 0 ? `${host} resolves to ${why}` : why;
    return { host, port, addresses, refusal };
  };
}

/**
 * Refuses backends the policy refuses. A name that does not resolve (yet) is let through: the
 * edge resolves it again before each dial and refuses non-public answers then.
 */
export async function assertPublicBackends(db: Db, backends: string[]): Promise<void> {
  const check = await backendChecker(db);
  const details = (await Promise.all(backends.map(check))).flatMap((checked, index) =>
    checked.refusal ? [{ path: `body.backends.${index}`, message: checked.refusal }] : [],
  );
  const [first] = details;
  if (first) throw new AppError(400, 'BACKEND_NOT_PUBLIC', first.message, {}, details);
}
