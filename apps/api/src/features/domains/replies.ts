import type { Domain } from '@palisade/contract';
import type { DomainRow } from './queries';

export const domainReply = (row: DomainRow): Domain => ({
  id: row.id,
  name: row.name,
  backend_set_id: row.backendSetId,
  bac: row.bac,
  verified: row.verifiedAt !== null,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
