import type { Db } from '../../db/client';
import { FieldError } from '../../errors';
import { existingLocationIds } from '../admin/queries';

/** Pinning names locations that exist; anything else is a mistake of the caller's. */
export async function checkLocations(db: Db, ids: string[]) {
  const known = await existingLocationIds(db, ids);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0)
    throw new FieldError(
      'body.dns_locations',
      `No location "${unknown[0]}" (see GET locations); leave the list empty for every location.`,
    );
}
