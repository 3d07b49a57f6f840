import type { AdminEdgeToken } from '@palisade/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  type EdgeRow,
  findEdgeToken,
  listEdgeTokenRows,
  markEdgeTokenRevoked,
} from '../edge-sync/queries';
import { createEdgeToken } from '../edge-sync/tokens';
import { type Actor, recordAudit } from './audit';
import { locationById } from './queries';

const toAdminEdgeToken = (row: EdgeRow): AdminEdgeToken => ({
  id: row.id,
  location_id: row.locationId,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function listEdgeTokens(db: Db) {
  return (await listEdgeTokenRows(db)).map(toAdminEdgeToken);
}

/** The command an operator runs on the edge's machine; the token goes in by the environment. */
export const edgeCommand = (apiUrl: string, token: string) =>
  `PALISADE_EDGE_TOKEN=${token} npx palisade edge --api ${apiUrl}`;

export async function issueEdgeToken(
  db: Db,
  input: { location_id: string; name: string },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const location = await locationById(tx, input.location_id);
    if (!location) throw notFound(`No location ${input.location_id}.`);
    const { id, token } = await createEdgeToken(tx, location.id, input.name);
    const row = await findEdgeToken(tx, id);
    if (!row) throw new Error('edge token vanished');
    await recordAudit(tx, actor, 'edge_token.create', String(id), {
      location: location.id,
      name: input.name,
    });
    return { row: toAdminEdgeToken(row), token };
  });
}

export async function revokeEdgeToken(db: Db, id: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const existing = await findEdgeToken(tx, id);
    if (!existing) throw notFound(`No edge token ${id}.`);
    if (existing.revokedAt)
      throw new AppError(409, 'CONFLICT', `Edge token ${id} is revoked already.`);
    const row = await markEdgeTokenRevoked(tx, id);
    if (!row) throw notFound(`No edge token ${id}.`);
    await recordAudit(tx, actor, 'edge_token.revoke', String(id), { location: row.locationId });
    return toAdminEdgeToken(row);
  });
}
