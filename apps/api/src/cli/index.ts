import { Command } from 'commander';
import { registerBilling } from './billing';
import { registerEdge } from './edge';
import { registerLocations } from './locations';
import { config, withDatabase } from './shared';
import { registerUsers } from './users';

const program = new Command('palisade').description('Palisade: DDoS protection for game servers');

program
  .command('start')
  .description('run the API, the dashboard and the edge')
  .action(async () => {
    // Loaded here: the other commands (an edge above all) need none of the API's features.
    const { startServer } = await import('../server');
    await startServer(config());
  });

program
  .command('migrate')
  .description('apply database migrations and exit')
  .action(async () => {
    await withDatabase(async () => undefined);
    console.log('Database is up to date.');
  });

for (const register of [registerUsers, registerBilling, registerLocations, registerEdge])
  register(program);

try {
  await program.parseAsync();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
