import { eq, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { hashToken } from '../../crypto';
import type { Db } from '../../db/client';
import { throttle } from '../../db/schema';
import { tooManyRequests } from '../../errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * The client an address-based throttle counts: an IPv4 address itself, an IPv6 address its /64,
 * which one subscriber or one server holds whole (2^64 addresses: counted one by one, they would
 * never run out). IPv4-mapped IPv6 counts as the IPv4 address it is.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toRFC5952String()}/64`;
}

/**
 * Failed sign-ins allowed per client, and per account from one client, in a 15-minute window.
 * No hard limit per account alone: failures from anywhere would lock its owner out (see
 * `accountPause`).
 */
export const pairLimit = (ip: string, email: string): Limit => ({
  key: `login:pair:${email}|${clientKey(ip)}`,
  max: 10,
  windowSeconds: 900,
});
export const loginLimits = (ip: string, email: string): Limit[] => [
  { key: `login:ip:${clientKey(ip)}`, max: 30, windowSeconds: 900 },
  pairLimit(ip, email),
];

/** Counts an account's failed sign-ins from every address (for `accountPause`). */
export const accountLimit = (email: string): Limit => ({
  key: `login:account:${email}`,
  max: 10,
  windowSeconds: 900,
});

/**
 * Codes tried with one ID token of an OpenID Connect sign-in: past it, the code step needs a new
 * sign-in at the provider, which costs a guesser more than a captcha does.
 */
export const idTokenLimit = (nonce: string): Limit => ({
  key: `login:oidc-token:${hashToken(nonce)}`,
  max: 5,
  windowSeconds: 3600,
});

/** Wrong passwords or codes re-entered by a signed-in user (settings, 2FA off). */
export const reauthLimit = (userId: number): Limit => ({
  key: `reauth:${userId}`,
  max: 5,
  windowSeconds: 900,
});

/**
 * How long to hold an answer for an account past its failures limit: 1, 2, 4, then 8 s. Every
 * attempt waits, right password or not, so the pause tells nothing, and a guesser pays it (and
 * the captcha) on each try while the owner still gets in.
 */
export async function accountPause(db: Db, limit: Limit): Promise<number> {
  const [row] = await db.select().from(throttle).where(eq(throttle.key, limit.key));
  if (!row || row.hits < limit.max || row.windowEndsAt <= new Date()) return 0;
  return 1000 * Math.min(8, 2 ** (row.hits - limit.max));
}

const refused = (windowEndsAt: Date) =>
  tooManyRequests(Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000)));

/** Refuses with 429 while any limit is used up; Retry-After says when the window ends. */
export async function assertUnderLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const [row] = await db.select().from(throttle).where(eq(throttle.key, limit.key));
    if (row && row.hits >= limit.max && row.windowEndsAt > new Date()) {
      throw refused(row.windowEndsAt);
    }
  }
}

/** Counts one hit against a limit, a window that has ended starting again at one. */
async function countHit(db: Db, limit: Limit) {
  const windowEnd = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(throttle)
    .values({ key: limit.key, hits: 1, windowEndsAt: sql`${windowEnd}` })
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        hits: sql`case when ${throttle.windowEndsAt} <= now() then 1 else ${throttle.hits} + 1 end`,
        windowEndsAt: sql`case when ${throttle.windowEndsAt} <= now() then ${windowEnd} else ${throttle.windowEndsAt} end`,
      },
    })
    .returning({ hits: throttle.hits, windowEndsAt: throttle.windowEndsAt });
  if (!row) throw new Error(`throttle ${limit.key} was not counted`);
  return row;
}

/** Counts one failure against each limit. */
export async function countFailure(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) await countHit(db, limit);
}

/**
 * For an action limited however it ends (each one costs the API a connection somewhere): refuses
 * with 429, uncounted, while any limit is used up, then counts one use against each. Two
 * requests racing for the last use both count, and the one that went past the limit is refused.
 */
export async function spendLimits(db: Db, limits: Limit[]): Promise<void> {
  await assertUnderLimits(db, limits);
  for (const limit of limits) {
    const counted = await countHit(db, limit);
    if (counted.hits > limit.max) throw refused(counted.windowEndsAt);
  }
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(throttle).where(eq(throttle.key, key));
}
