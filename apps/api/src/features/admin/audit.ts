import type { AuditEntry } from '@palisade/contract';
import { and, desc, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { containing } from './contains';

/** Who acts: a signed-in operator (from their address) or the CLI on the API host. */
export interface Actor {
  operatorId: number | null;
  email: string;
  source: string;
}

/** Writes one line of the audit; run it in the action's transaction so both land or neither. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
) {
  await db.insert(operatorAudit).values({
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    action,
    target,
    detail,
    source: actor.source,
  });
}

export async function auditPage(
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
): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const filters: (SQL | undefined)[] = [
    query.operator ? ilike(operatorAudit.operatorEmail, containing(query.operator)) : undefined,
    query.action ? ilike(operatorAudit.action, containing(query.action)) : undefined,
    query.target ? ilike(operatorAudit.target, containing(query.target)) : undefined,
    query.from ? gte(operatorAudit.createdAt, query.from) : undefined,
    query.to ? lte(operatorAudit.createdAt, query.to) : undefined,
    query.before ? lt(operatorAudit.id, query.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...filters))
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      operator: r.operatorEmail,
      action: r.action,
      target: r.target,
      detail: r.detail,
      source: r.source,
      created_at: r.createdAt.toISOString(),
    })),
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
