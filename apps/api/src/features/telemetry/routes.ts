import type { telemetryRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { ingestBatch } from './ingest';

export const telemetryHandlers: Handlers<typeof telemetryRoutes> = {
  async edgeTelemetry({ edge, body, deps }) {
    const stored = await ingestBatch(deps.db, edge.id, body);
    return { seq: body.seq, duplicate: !stored };
  },
};
