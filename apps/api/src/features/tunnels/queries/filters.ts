import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tunnelFilters } from '../../../db/schema';

export type FilterRow = typeof tunnelFilters.$inferSelect;

export const listFilters = (db: Db): Promise<FilterRow[]> =>
  db.select().from(tunnelFilters).orderBy(tunnelFilters.id);

/** A new filter, unless one of that internal name exists already (then undefined). */
export async function insertFilter(
  db: Db,
  values: Pick<
    typeof tunnelFilters.$inferInsert,
    'internalName' | 'humanName' | 'protocol' | 'description' | 'startPort' | 'endPort'
  >,
): Promise<FilterRow | undefined> {
  const [row] = await db.insert(tunnelFilters).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a filter's usual ports or whether new rules may take it; undefined when none has the name. */
export async function updateFilter(
  db: Db,
  internalName: string,
  values: Partial<Pick<FilterRow, 'startPort' | 'endPort' | 'isActive'>>,
): Promise<FilterRow | undefined> {
  const [row] = await db
    .update(tunnelFilters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tunnelFilters.internalName, internalName))
    .returning();
  return row;
}

export async function findFilter(db: Db, filterId: number): Promise<FilterRow | undefined> {
  const [row] = await db.select().from(tunnelFilters).where(eq(tunnelFilters.id, filterId));
  return row;
}
