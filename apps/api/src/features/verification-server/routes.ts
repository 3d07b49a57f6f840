import type { verificationServerRoutes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { verificationServers } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';

type Row = typeof verificationServers.$inferSelect;

const toWire = (row: Row) => ({
  mode: row.mode,
  ping_check: row.pingCheck,
  reconnect_check: row.reconnectCheck,
  world_check: row.worldCheck,
  whitelist_seconds: row.whitelistSeconds,
  kick_message: row.kickMessage,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const none = () => notFound('This network has no verification server. Create one first.');

export const verificationServerHandlers: Handlers<typeof verificationServerRoutes> = {
  async getVerificationServer({ network, deps }) {
    const [row] = await deps.db
      .select()
      .from(verificationServers)
      .where(eq(verificationServers.networkId, network.row.id));
    return row ? toWire(row) : null;
  },

  async createVerificationServer({ network, body, deps }) {
    const [row] = await deps.db
      .insert(verificationServers)
      .values({
        networkId: network.row.id,
        mode: body.mode,
        pingCheck: body.ping_check,
        reconnectCheck: body.reconnect_check,
        worldCheck: body.world_check,
        whitelistSeconds: body.whitelist_seconds,
        kickMessage: body.kick_message,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(
        'DUPLICATE',
        'This network has a verification server already; change it instead.',
      );
    return toWire(row);
  },

  async updateVerificationServer({ network, body, deps }) {
    const [row] = await deps.db
      .update(verificationServers)
      .set({
        mode: body.mode,
        pingCheck: body.ping_check,
        reconnectCheck: body.reconnect_check,
        worldCheck: body.world_check,
        whitelistSeconds: body.whitelist_seconds,
        kickMessage: body.kick_message,
        updatedAt: new Date(),
      })
      .where(eq(verificationServers.networkId, network.row.id))
      .returning();
    if (!row) throw none();
    return toWire(row);
  },

  async deleteVerificationServer({ network, deps }) {
    const deleted = await deps.db
      .delete(verificationServers)
      .where(eq(verificationServers.networkId, network.row.id))
      .returning();
    if (deleted.length === 0) throw none();
    return { deleted: true };
  },
};
