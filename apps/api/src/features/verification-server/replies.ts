import type { VerificationServerRow } from './queries';

export const toVerificationServer = (row: VerificationServerRow) => ({
  mode: row.mode,
  ping_check: row.pingCheck,
  reconnect_check: row.reconnectCheck,
  world_check: row.worldCheck,
  whitelist_seconds: row.whitelistSeconds,
  kick_message: row.kickMessage,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
