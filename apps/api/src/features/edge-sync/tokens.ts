import { randomBytes } from 'node:crypto';
import { hashToken } from '../../crypto';
import type { Db } from '../../db/client';
import { insertEdgeToken } from './queries';

/** A new edge credential for a location; the token is shown once and stored hashed. */
export async function createEdgeToken(db: Db, locationId: string, name: string) {
  const token = `pal_edge_${randomBytes(32).toString('base64url')}`;
  const row = await insertEdgeToken(db, { locationId, name, tokenHash: hashToken(token) });
  return { id: row.id, token };
}
