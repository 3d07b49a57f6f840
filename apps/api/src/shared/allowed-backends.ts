import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../db/schema';

/** Replaces what backends at a location may reach beyond public addresses; false if no location. */
export async function setAllowedBackends(db: Db, locationId: string, ranges: string[]) {
  const rows = await db
    .update(locations)
    .set({ allowedBackends: ranges })
    .where(eq(locations.id, locationId))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** Swaps some entries of a location's list for another (the demo's backend, which moves). */
export async function replaceAllowedBackends(
  db: Db,
  locationId: string,
  remove: string[],
  add: string,
) {
  const [row] = await db
    .select({ ranges: locations.allowedBackends })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) return;
  const next = [...row.ranges.filter((r) => !remove.includes(r) && r !== add), add];
  await setAllowedBackends(db, locationId, next);
}
