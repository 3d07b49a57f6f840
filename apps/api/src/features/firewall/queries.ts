import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asnFirewall, type countries, countryFirewall, ipFirewall } from '../../db/schema';

type Stamped = { id: number; whitelist: boolean; createdAt: Date; updatedAt: Date };

const base = (row: Stamped) => ({
  id: row.id,
  whitelist: row.whitelist,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toIpRule = (row: typeof ipFirewall.$inferSelect) => ({ ...base(row), cidr: row.cidr });
export const toAsnRule = (row: typeof asnFirewall.$inferSelect) => ({ ...base(row), asn: row.asn });
export const toCountryRule = (
  row: typeof countryFirewall.$inferSelect,
  country: typeof countries.$inferSelect,
) => ({
  ...base(row),
  country_id: row.countryId,
  country_code: country.code,
  country_name: country.name,
});

/** Rules of all three kinds count against one plan limit. */
export async function countRules(db: Db, networkId: number): Promise<number> {
  const counts = await Promise.all(
    [ipFirewall, asnFirewall, countryFirewall].map(async (table) => {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(eq(table.networkId, networkId));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

export const newestFirst = <T extends { updatedAt: Date; id: number }>(rows: T[]) =>
  rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
