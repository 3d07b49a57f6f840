import type { edgeRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { storeHealthReport } from '../backend-sets/health';
import { wakeSets } from '../backend-sets/wake';
import { currentVersion } from './queries';
import { compileSnapshot } from './snapshot';

export const edgeSyncHandlers: Handlers<typeof edgeRoutes> = {
  async edgeConfig({ edge, query, deps, reply }) {
    let version = await currentVersion(deps.db);
    if (version <= query.since && query.wait > 0) {
      version = (await deps.versionWatch.waitForChange(query.since, query.wait * 1000)) ?? version;
    }
    if (version <= query.since) return { version, unchanged: true as const };
    return compileSnapshot(
      deps.db,
      edge.locationId,
      deps.secrets.dataKey,
      reply.log,
      deps.config.edgeDomain,
    );
  },

  async edgeBackendHealth({ edge, body, deps }) {
    // The wake calls may take seconds: the edge's report is answered without them.
    deps.background.run('wake on join', () =>
      wakeSets(deps.db, body.wake, {
        dataKey: deps.secrets.dataKey,
        allowPrivate: deps.config.webhookAllowPrivate,
      }),
    );
    return { backends: await storeHealthReport(deps.db, edge.id, body) };
  },
};
