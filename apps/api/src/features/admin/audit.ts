import type { AuditEntry } from '@palisade/contract';
import type { Db } from '../../db/client';
import { type AuditQuery, auditRows, insertAudit } from './queries';

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
  await insertAudit(db, {
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
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const rows = await auditRows(db, { ...query, limit: query.limit + 1 });
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
