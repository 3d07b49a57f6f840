import type { BackendSetRow } from './queries';

export const toBackendSet = (row: BackendSetRow) => ({
  id: row.id,
  name: row.name,
  backends: row.backends,
  proxy_protocol: row.proxyProtocol,
  vulcan_ac_enabled: row.vulcanAcEnabled,
  load_balancing_mode: row.loadBalancingMode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
