import type { EdgeSnapshot } from '@palisade/contract';
import { type DataPlane, type PlaneSettings, startDataPlane } from '../data-plane';
import { loadAsnLookup } from '../geo/asn';
import { loadCountryLookup } from '../geo/country';
import { createEdgeMetrics } from '../metrics/metrics';
import { compileState, type EdgeState } from '../state';
import type { PrimaryMessage, WorkerMessage } from './messages';
import { Outbox } from './outbox';
import { PongAsks } from './pong-asks';
import { remember, sharedFilters } from './shared-filters';

/** How often a worker tells the primary what its backend checks found. */
const healthEveryMs = 2000;

/**
 * One worker of `palisade edge --workers N`, forked by the primary (`primary.ts`): a data plane on
 * the location's ports, beside the other workers (SO_REUSEPORT), routing by the snapshots the
 * primary passes on. It ends with the primary.
 */
const send = (message: WorkerMessage) => process.send?.(message);
const log = {
  info: (message: string) => send({ type: 'log', level: 'info', message }),
  warn: (message: string) => send({ type: 'log', level: 'warn', message }),
  debug: () => undefined,
};

async function start(options: PlaneSettings, memory: string) {
  const outbox = new Outbox(send);
  const asn = await loadAsnLookup();
  const { filters, replay } = sharedFilters(outbox.share, asn);
  // A restarted worker knows at once whom the others counted, banned, jailed and allowed.
  remember(filters, memory);
  const pongs = new PongAsks(send);
  const metrics = createEdgeMetrics({ defaultMetrics: true });
  let state: EdgeState | null = null;
  let waiting: EdgeSnapshot | null = null;
  let plane: DataPlane | null = null;

  const apply = (snapshot: EdgeSnapshot) => {
    state = compileState(snapshot);
    plane?.apply(snapshot, state);
    send({ type: 'applied', version: snapshot.version });
  };
  handle = (message) => {
    switch (message.type) {
      case 'snapshot':
        if (plane) apply(message.snapshot);
        else waiting = message.snapshot;
        return;
      case 'filters':
        for (const op of message.ops) replay(op);
        return;
      case 'pongs':
        return pongs.answered(message.id, message.granted);
      case 'metrics':
        void metrics.registry
          .getMetricsAsJSON()
          .then((json) => send({ type: 'metrics', id: message.id, metrics: json }));
        return;
      case 'stop':
        // What was counted goes out before the worker does.
        void Promise.resolve(plane?.stop()).finally(() => {
          outbox.flush();
          process.send?.(
            { type: 'log', level: 'info', message: 'stopped' } satisfies WorkerMessage,
            () => process.exit(0),
          );
        });
        return;
    }
  };
  for (const message of early.splice(0)) handle(message);

  plane = await startDataPlane({
    state: () => state,
    recorder: outbox,
    filters,
    pongs,
    wake: outbox,
    metrics,
    country: loadCountryLookup(),
    asn,
    ...options,
    reusePort: true,
    log,
  });
  if (waiting) apply(waiting);
  send({ type: 'listening', port: plane.port });
  const served = plane;
  setInterval(() => send({ type: 'health', ...served.health() }), healthEveryMs).unref();
}

/** What the primary sends before the worker is up waits here until it is. */
const early: PrimaryMessage[] = [];
let handle: ((message: PrimaryMessage) => void) | null = null;

// The primary's end is this worker's: players reconnect to the restarted edge.
process.on('disconnect', () => process.exit(0));
process.on('message', (message: PrimaryMessage) => {
  if (handle) handle(message);
  else if (message.type !== 'start') early.push(message);
  else
    start(message.options, message.memory).catch((error: Error) => {
      log.warn(`worker not started: ${error.message}`);
      process.exit(1);
    });
});
