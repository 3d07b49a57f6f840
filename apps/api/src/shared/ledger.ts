import type { Db } from '../db/client';
import { AppError } from '../errors';
import { type LedgerKind, postEntry } from '../features/billing/queries';

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
  kind: LedgerKind,
  description: string,
  options: { allowDebt?: boolean } = {},
): Promise<number> {
  if (!Number.isSafeInteger(amountCents)) throw new Error('ledger amounts are whole cents');
  const balance = await postEntry(db, userId, amountCents, kind, description, options);
  if (balance === undefined) {
    throw new AppError(
      402,
      'INSUFFICIENT_BALANCE',
      `This costs ${dollars(-amountCents)}, more than the balance. Add funds and try again.`,
    );
  }
  return balance;
}
