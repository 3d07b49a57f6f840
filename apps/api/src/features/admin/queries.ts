import { and, desc, gte, ilike, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { containing } from './contains';

export type AuditRow = typeof operatorAudit.$inferSelect;

export async function insertAudit(
  db: Db,
  values: Omit<typeof operatorAudit.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(operatorAudit).values(values);
}

/**
 * Audit lines newest first, below `before`, whose operator, action and target contain what is
 * given, within `from`–`to`; up to `limit`.
 */
export const auditRows = (
  db: Db,
  query: {
    operator?: string | undefined;
    action?: string | undefined;
    target?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    before?: number | undefined;
    limit: number;
  },
): Promise<AuditRow[]> =>
  db
    .select()
    .from(operatorAudit)
    .where(
      and(
        query.operator ? ilike(operatorAudit.operatorEmail, containing(query.operator)) : undefined,
        query.action ? ilike(operatorAudit.action, containing(query.action)) : undefined,
        query.target ? ilike(operatorAudit.target, containing(query.target)) : undefined,
        query.from ? gte(operatorAudit.createdAt, query.from) : undefined,
        query.to ? lte(operatorAudit.createdAt, query.to) : undefined,
        query.before ? lt(operatorAudit.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit);
