import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startEdge } from '@palisade/edge';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { hashToken } from '../../crypto';
import type { Db } from '../../db/client';
import { privateDir, writePrivateFile } from '../../shared/private-files';
import { locationById, setAllowedBackends } from '../admin/queries';
import { liveTokenAt } from './queries';
import { createEdgeToken } from './tokens';

/**
 * The token of the edge that runs inside `palisade start`, kept in DATA_DIR. A token that was
 * revoked or belongs to another database is replaced by a new one for the configured location.
 */
async function localEdgeToken(db: Db, config: Config): Promise<string> {
  const file = path.join(config.dataDir, 'edge-token');
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  if (stored) {
    if (await liveTokenAt(db, hashToken(stored), config.edge.location)) return stored;
  }
  const location = await locationById(db, config.edge.location);
  if (!location)
    throw new Error(
      `EDGE_LOCATION=${config.edge.location} is not a location (see \`palisade location list\`).`,
    );
  const { token } = await createEdgeToken(db, location.id, 'in-process edge');
  await privateDir(config.dataDir);
  await writePrivateFile(file, `${token}\n`);
  return token;
}

/**
 * Runs an edge in this process, talking to this API over loopback: the same code and the same
 * HTTP calls as a standalone `palisade edge`, so the all-in-one mode proves the scale-out one.
 */
export async function startLocalEdge(db: Db, config: Config, log: Logger) {
  const token = await localEdgeToken(db, config);
  if (config.edge.allowBackends) {
    await setAllowedBackends(db, config.edge.location, config.edge.allowBackends);
  }
  const apiHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const stateDir = path.join(config.dataDir, 'edge');
  await privateDir(stateDir);
  return startEdge({
    apiUrl: `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${config.port}`,
    token,
    stateDir,
    javaPort: config.edge.javaPort,
    host: config.host,
    log: log.child({ component: 'edge' }),
    processMetrics: false,
    warmLimbo: true,
    ...(config.edge.kernelFilter ? { kernelFilter: {} } : {}),
    ...(config.edge.tunnels
      ? {
          tunnels: config.edge.wgInterface ? { interfaceName: config.edge.wgInterface } : {},
        }
      : {}),
  });
}
