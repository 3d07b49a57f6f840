import path from 'node:path';
import { email as emailSchema, newPassword } from '@palisade/contract';
import pino from 'pino';
import { hashPassword } from '../features/account/passwords';
import { findUserByEmail, insertUser, listUsers } from '../features/account/queries';
import { resetTwofaByOperator } from '../features/account/twofa';
import { recordAudit } from '../features/admin/audit';
import { activateCustomer, disableCustomer, setOperator } from '../features/admin/customers';
import { createMailer } from '../mail/mailer';
import { cliActor, config, fail, type Register, refusedOrDone, withDatabase } from './shared';

export const registerUsers: Register = (program) => {
  const user = program.command('user').description('manage customer accounts');

  user
    .command('create')
    .description('create an account')
    .requiredOption('--email <email>')
    .requiredOption('--password <password>')
    .option('--firstname <name>', 'first name', 'Palisade')
    .option('--lastname <name>', 'last name', 'User')
    .option('--activate', 'activate at once, without a mail', false)
    .option('--operator', 'with the operator role: the operator console in the dashboard', false)
    .action(
      async (opts: {
        email: string;
        password: string;
        firstname: string;
        lastname: string;
        activate: boolean;
        operator: boolean;
      }) => {
        const email = emailSchema.safeParse(opts.email);
        if (!email.success) fail(`--email: ${email.error.issues[0]?.message}`);
        const password = newPassword.safeParse(opts.password);
        if (!password.success) fail(`--password: ${password.error.issues[0]?.message}`);
        await withDatabase(async (db) => {
          const row = await insertUser(db, {
            email: email.data,
            firstname: opts.firstname,
            lastname: opts.lastname,
            passwordHash: await hashPassword(password.data),
            activatedAt: opts.activate ? new Date() : null,
          });
          if (!row) fail(`${email.data} already has an account.`);
          if (opts.operator) await setOperator(db, email.data, true, cliActor());
          const roles = [opts.activate && 'active', opts.operator && 'operator'].filter(Boolean);
          console.log(
            `Created account ${row.id} for ${email.data}${roles.length ? ` (${roles.join(', ')})` : ''}.`,
          );
        });
      },
    );

  user
    .command('activate')
    .description('activate an account without its mail')
    .argument('<email>')
    .action(async (address: string) => {
      await withDatabase(async (db) => {
        const row = await findUserByEmail(db, address.toLowerCase());
        if (!row) fail(`No account uses ${address}.`);
        await activateCustomer(db, row.id, cliActor());
        console.log(`${row.email} is active.`);
      });
    });

  user
    .command('disable')
    .description('disable an account: no edge serves its networks; the reason is shown to it')
    .argument('<email>')
    .requiredOption('--reason <text>', 'why, as the customer reads it')
    .action(async (address: string, opts: { reason: string }) => {
      const reason = opts.reason.trim();
      if (!reason || reason.length > 200) fail('--reason: write why, in 1–200 characters.');
      await withDatabase(async (db) => {
        const row = await findUserByEmail(db, address.toLowerCase());
        if (!row) fail(`No account uses ${address}.`);
        await refusedOrDone(disableCustomer(db, row.id, reason, cliActor()));
        console.log(`${row.email} is disabled; \`palisade user activate\` enables it again.`);
      });
    });

  const operator = user
    .command('operator')
    .description('the operator role: the operator console in the dashboard and its API');
  for (const [verb, on] of [
    ['grant', true],
    ['revoke', false],
  ] as const)
    operator
      .command(verb)
      .description(on ? 'make an account an operator' : "take an account's operator role")
      .argument('<email>')
      .action(async (address: string) => {
        await withDatabase(async (db) => {
          const row = await refusedOrDone(setOperator(db, address, on, cliActor()));
          console.log(`${row.email} ${on ? 'is an operator' : 'is no longer an operator'}.`);
        });
      });

  user
    .command('2fa')
    .description("an account's two-factor authentication")
    .command('reset')
    .description('turn two-factor off for an owner locked out of it (audited, mailed to the owner)')
    .argument('<email>')
    .action(async (address: string) => {
      const cfg = config();
      const log = pino({ name: 'palisade-cli' });
      const mailer = createMailer({
        smtpUrl: cfg.smtpUrl,
        from: cfg.mailFrom,
        outboxDir: path.join(cfg.dataDir, 'outbox'),
        log,
      });
      try {
        await withDatabase(async (db) => {
          const outcome = await resetTwofaByOperator({ db, mailer, config: cfg }, log, address);
          if (outcome === 'no-account') fail(`No account uses ${address}.`);
          if (outcome === 'not-enabled') fail(`${address} has no two-factor authentication on.`);
          await recordAudit(db, cliActor(), 'customer.2fa_reset', address.toLowerCase());
          console.log(`Two-factor authentication is off for ${address.toLowerCase()}.`);
        });
      } finally {
        mailer.close();
      }
    });

  user
    .command('list')
    .description('list accounts')
    .action(async () => {
      await withDatabase(async (db) => {
        const rows = await listUsers(db);
        console.table(
          rows.map((r) => ({
            id: r.id,
            email: r.email,
            name: `${r.firstname} ${r.lastname}`.trim(),
            active: r.activatedAt !== null,
            operator: r.operator,
            twofa: r.totpSecretSealed !== null,
            created: r.createdAt.toISOString(),
          })),
        );
      });
    });
};
