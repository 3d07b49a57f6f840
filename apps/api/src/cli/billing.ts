import { z } from 'zod';
import { findUserByEmail } from '../features/account/queries';
import { adjustBalance } from '../features/admin/customers';
import { listPlans } from '../features/billing/queries';
import { formatCents } from '../shared/money';
import { cliActor, fail, type Register, refusedOrDone, withDatabase } from './shared';

/** Dollars as typed by an operator, in whole cents. */
const dollars = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'use dollars like 25 or 25.50')
  .transform((text) => Math.round(Number(text) * 100))
  .refine((cents) => cents > 0, 'must be more than zero');

export const registerBilling: Register = (program) => {
  const billing = program.command('billing').description('balances and plans');

  const move = (command: string, sign: 1 | -1, what: string, note: string) =>
    billing
      .command(command)
      .description(what)
      .requiredOption('--email <email>')
      .requiredOption('--amount <dollars>', 'e.g. 25 or 25.50')
      .option('--note <text>', 'what it is for (the customer reads it on their ledger)', note)
      .action(async (opts: { email: string; amount: string; note: string }) => {
        const amount = dollars.safeParse(opts.amount);
        if (!amount.success) fail(`--amount: ${amount.error.issues[0]?.message}`);
        const text = opts.note.trim().slice(0, 200);
        if (!text) fail('--note: write what it is for.');
        await withDatabase(async (db) => {
          const row = await findUserByEmail(db, opts.email.toLowerCase());
          if (!row) fail(`No account uses ${opts.email}.`);
          const after = await refusedOrDone(
            adjustBalance(db, row.id, sign * amount.data, text, cliActor()),
          );
          console.log(`${after.email}: balance ${after.balance}`);
        });
      });
  move('credit', 1, "add money to an account's balance", 'Credit by operator');
  move('debit', -1, "take money from an account's balance (not below zero)", 'Debit by operator');

  billing
    .command('plans')
    .description('list plans')
    .action(async () => {
      await withDatabase(async (db) => {
        const rows = await listPlans(db);
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
