import type { telemetryRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { recordAttacks } from '../attacks/ingest';
import { ingestBatch } from './ingest';

export const telemetryHandlers: Handlers<typeof telemetryRoutes> = {
  async edgeTelemetry({ edge, body, deps }) {
    let alerts = 0;
    const stored = await ingestBatch(deps.db, edge.id, body, async (tx) => {
      const events = await recordAttacks(tx, edge.id, body.attacks);
      await deps.alerts.enqueue(tx, events);
      alerts = events.length;
    });
    // Committed: send the alerts now rather than at the next poll.
    if (alerts > 0) void deps.alerts.wake();
    return { seq: body.seq, duplicate: !stored };
  },
};
