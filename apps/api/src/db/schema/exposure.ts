import type { ExposureVerdict } from '@palisade/contract';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { backendSets, networks } from './networks';

/** The last exposure probe of each backend address of a set (docs/exposure.md). */
export const backendExposure = pgTable(
  'backend_exposure',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    backendSetId: integer('backend_set_id')
      .notNull()
      .references(() => backendSets.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    answersStatus: boolean('answers_status').notNull(),
    acceptsLogin: boolean('accepts_login').notNull(),
    verdict: text('verdict').$type<ExposureVerdict>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.backendSetId, t.address] }),
    index('backend_exposure_network_idx').on(t.networkId),
  ],
);

/**
 * When each network's backends were last checked (by the periodic job or on request) and last
 * checked on request: the job picks the networks longest unchecked, requests are limited by it.
 */
export const exposureChecks = pgTable('exposure_checks', {
  networkId: integer('network_id')
    .primaryKey()
    .references(() => networks.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
});
