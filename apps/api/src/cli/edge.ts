import { eq } from 'drizzle-orm';
import { edgeTokens, locations } from '../db/schema';
import { createEdgeToken } from '../features/edge-sync/tokens';
import { fail, type Register, withDatabase } from './shared';

export const registerEdge: Register = (program) => {
  const edge = program.command('edge').description('edge processes (points of presence)');
  const edgeToken = edge.command('token').description('credentials edges sync with');

  edgeToken
    .command('create')
    .description('create a token for an edge at a location; it is printed once')
    .requiredOption('--location <id>', 'location id (see `palisade location list`)')
    .option('--name <name>', 'a label for the token', 'edge')
    .action(async (opts: { location: string; name: string }) => {
      await withDatabase(async (db) => {
        const [location] = await db.select().from(locations).where(eq(locations.id, opts.location));
        if (!location) fail(`No location ${opts.location}.`);
        const { id, token } = await createEdgeToken(db, location.id, opts.name);
        console.log(`Edge token ${id} for ${location.id}:\n${token}`);
      });
    });

  edgeToken
    .command('revoke')
    .description('revoke an edge token by id')
    .argument('<id>')
    .action(async (id: string) => {
      if (!/^\d{1,9}$/.test(id)) fail('The token id is a number (see the output of `create`).');
      await withDatabase(async (db) => {
        const [row] = await db
          .update(edgeTokens)
          .set({ revokedAt: new Date() })
          .where(eq(edgeTokens.id, Number(id)))
          .returning();
        if (!row) fail(`No edge token ${id}.`);
        console.log(`Edge token ${id} revoked.`);
      });
    });
};
