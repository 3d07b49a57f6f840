import type { telemetryRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { recordAttacks } from '../attacks/ingest';
import { ingestBatch } from './ingest';

export const telemetryHandlers: Handlers<typeof telemetryRoutes> = {
  async edgeTelemetry({ edge, body, deps }) {
    const stored = await ingestBatch(deps.db, edge.id, body, async (tx) => {
      await recordAttacks(tx, edge.id, body.attacks);
    });
    return { seq: body.seq, duplicate: !stored };
  },
};
