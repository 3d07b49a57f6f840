import type { Domain } from '@palisade/contract';
import { conflict, notFound } from '../../errors';
import type { DomainRow } from './queries';

export const domainNotFound = () => notFound('Domain not found.');
export const taken = (name: string) =>
  conflict(
    'DOMAIN_TAKEN',
    `${name} is already protected by a verified network, or already listed in this one.`,
  );

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
