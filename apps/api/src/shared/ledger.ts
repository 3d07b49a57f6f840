import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, users } from '../db/schema';
import { AppError } from '../errors';

type Kind = (typeof ledgerEntries.$inferSelect)['kind'];

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Moves money on an account: a positive amount credits, a negative one charges. A charge
 * that the balance cannot cover fails with INSUFFICIENT_BALANCE and changes nothing. Run it
 * inside the caller's transaction so the charge and what it pays for land together.
 * `allowDebt` books a charge for something already used (metered bandwidth) even when it takes
 * the balance below zero.
 */
export async function post(
  db: Db,
  userId: number,
  amountCents: number,
  kind: Kind,
  description: string,
  options: { allowDebt?: boolean } = {},
): Promise<number> {
  if (!Number.isSafeInteger(amountCents)) throw new Error('ledger amounts are whole cents');
  const [row] = await db
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${amountCents}` })
    .where(
      and(
        eq(users.id, userId),
        amountCents < 0 && !options.allowDebt ? gte(users.balanceCents, -amountCents) : undefined,
      ),
    )
    .returning({ balance: users.balanceCents });
  if (!row) {
    throw new AppError(
      402,
      'INSUFFICIENT_BALANCE',
      `This costs ${dollars(-amountCents)}, more than the balance. Add funds and try again.`,
    );
  }
  await db.insert(ledgerEntries).values({
    userId,
    amountCents,
    kind,
    description,
    balanceAfterCents: row.balance,
  });
  return row.balance;
}
