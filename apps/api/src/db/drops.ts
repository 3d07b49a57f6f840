import { type DropReason, type Drops, dropReasons, emptyDrops } from '@palisade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { dropCounters } from './schema/drops';

type Fields = keyof ReturnType<typeof dropCounters>;

/** The row field each refusal reason is counted in (see `db/schema/drops.ts`). */
const fieldOf = {
  firewall: 'droppedFirewall',
  rate_limit: 'droppedRateLimit',
  subnet: 'droppedSubnet',
  asn: 'droppedAsn',
  ping_check: 'droppedPingCheck',
  reconnect_check: 'droppedReconnectCheck',
  verification: 'droppedVerification',
  invalid: 'droppedInvalid',
  kernel_jail: 'droppedKernelJail',
  kernel_firewall: 'droppedKernelFirewall',
  kernel_ban: 'droppedKernelBan',
} as const satisfies Record<DropReason, Fields>;

/** The SQL column of a reason. */
export const dropColumn = (reason: DropReason) => `dropped_${reason}`;

/** Every reason's column added up, optionally qualified by a table or alias name. */
export const droppedSum = (table?: string) =>
  sql.raw(
    dropReasons.map((r) => (table ? `"${table}"."${dropColumn(r)}"` : dropColumn(r))).join(' + '),
  );

/** Counts by reason as a row's fields. */
export const dropFields = (d: Drops) =>
  Object.fromEntries(dropReasons.map((r) => [fieldOf[r], d[r]])) as Record<Fields, number>;

/** A row's fields as counts by reason. */
export const dropsOf = (row: Record<Fields, number>): Drops =>
  Object.fromEntries(dropReasons.map((r) => [r, row[fieldOf[r]]])) as Drops;

/** Each reason's field set to `value(column)`: upserts that add, sums by reason. */
export const perDropField = <T extends SQL>(value: (column: string) => T) =>
  Object.fromEntries(dropReasons.map((r) => [fieldOf[r], value(dropColumn(r))])) as Record<
    Fields,
    T
  >;

/** Nothing refused. */
export const noDrops = emptyDrops();
