import type { verificationServerRoutes, verificationSettings } from '@palisade/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import {
  createVerificationServer,
  deleteVerificationServer,
  findVerificationServer,
  updateVerificationServer,
  type VerificationServerValues,
} from './queries';
import { toVerificationServer } from './replies';

type Settings = z.infer<typeof verificationSettings>;

const none = () => notFound('This network has no verification server. Create one first.');

/** Maps the wire's snake_case settings onto the row's columns, all of them or some. */
function columnsOf(body: Settings): VerificationServerValues;
function columnsOf(body: Partial<Settings>): Partial<VerificationServerValues>;
function columnsOf(body: Partial<Settings>): Partial<VerificationServerValues> {
  return {
    mode: body.mode,
    pingCheck: body.ping_check,
    reconnectCheck: body.reconnect_check,
    worldCheck: body.world_check,
    whitelistSeconds: body.whitelist_seconds,
    kickMessage: body.kick_message,
  };
}

export const verificationServerHandlers: Handlers<typeof verificationServerRoutes> = {
  async getVerificationServer({ network, deps }) {
    const row = await findVerificationServer(deps.db, network.row.id);
    return row ? toVerificationServer(row) : null;
  },

  async createVerificationServer({ network, body, deps }) {
    const row = await createVerificationServer(deps.db, network.row.id, columnsOf(body));
    if (!row)
      throw conflict(
        'DUPLICATE',
        'This network has a verification server already; change it instead.',
      );
    return toVerificationServer(row);
  },

  async updateVerificationServer({ network, body, deps }) {
    const row = await updateVerificationServer(deps.db, network.row.id, columnsOf(body));
    if (!row) throw none();
    return toVerificationServer(row);
  },

  async deleteVerificationServer({ network, deps }) {
    if (!(await deleteVerificationServer(deps.db, network.row.id))) throw none();
    return { deleted: true };
  },
};
