import type { Db } from '../db/client';
import { allowedBackendLists, setAllowedBackends } from '../features/admin/queries';

/** Swaps some entries of a location's list for another (the demo's backend, which moves). */
export async function replaceAllowedBackends(
  db: Db,
  locationId: string,
  remove: string[],
  add: string,
) {
  const [ranges] = await allowedBackendLists(db, locationId);
  if (!ranges) return;
  const next = [...ranges.filter((r) => !remove.includes(r) && r !== add), add];
  await setAllowedBackends(db, locationId, next);
}
