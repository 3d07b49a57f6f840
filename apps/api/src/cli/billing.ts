import { z } from 'zod';
import { plans } from '../db/schema';
import { findUserByEmail } from '../features/account/queries';
import { post } from '../shared/ledger';
import { formatCents } from '../shared/money';
import { fail, type Register, withDatabase } from './shared';

/** Dollars as typed by an operator, in whole cents. */
const dollars = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'use dollars like 25 or 25.50')
  .transform((text) => Math.round(Number(text) * 100))
  .refine((cents) => cents > 0, 'must be more than zero');

export const registerBilling: Register = (program) => {
  const billing = program.command('billing').description('balances and plans');

  billing
    .command('credit')
    .description("add money to an account's balance")
    .requiredOption('--email <email>')
    .requiredOption('--amount <dollars>', 'e.g. 25 or 25.50')
    .option('--note <text>', 'what the credit is for', 'Credit by operator')
    .action(async (opts: { email: string; amount: string; note: string }) => {
      const amount = dollars.safeParse(opts.amount);
      if (!amount.success) fail(`--amount: ${amount.error.issues[0]?.message}`);
      await withDatabase(async (db) => {
        const row = await findUserByEmail(db, opts.email.toLowerCase());
        if (!row) fail(`No account uses ${opts.email}.`);
        const balance = await post(db, row.id, amount.data, 'credit', opts.note.slice(0, 200));
        console.log(`${row.email}: balance ${formatCents(balance)}`);
      });
    });

  billing
    .command('plans')
    .description('list plans')
    .action(async () => {
      await withDatabase(async (db) => {
        const rows = await db.select().from(plans).orderBy(plans.level);
        console.table(
          rows.map((p) => ({
            id: p.id,
            name: p.name,
            price: formatCents(p.priceCents),
            networks: p.maxNetworks,
          })),
        );
      });
    });
};
