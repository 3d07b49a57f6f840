/**
 * One Palisade edge for the benchmark, routing from the snapshot that run.ts wrote into the
 * state directory (the API it names is never reachable, as when the control plane is down).
 * A third argument, JSON, overrides the Bedrock proxy's caps; a fourth runs that many workers
 * (`palisade edge --workers`). Prints the port and the ids of the edge's processes.
 */
import { startEdge, startEdgeWorkers } from '@palisade/edge';

const [stateDir = '', port = '0', bedrockLimits = '{}', workers = '1'] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, debug() {} };
const options = {
  apiUrl: 'http://127.0.0.1:9',
  token: 'pal_edge_benchmark',
  stateDir,
  javaPort: Number(port),
  host: '127.0.0.1',
  log: quiet,
  processMetrics: false,
  bedrockLimits: JSON.parse(bedrockLimits),
};
const edge =
  Number(workers) > 1
    ? await startEdgeWorkers({ ...options, workers: Number(workers) })
    : await startEdge(options);
const pids = [process.pid, ...('workerPids' in edge ? edge.workerPids() : [])];
process.stdout.write(`${JSON.stringify({ port: edge.port, pids })}\n`);
// Exit rather than die on the benchmark's SIGTERM, so `--cpu-prof` gets to write its profile.
process.once('SIGTERM', () => process.exit(0));
// A full collection when the benchmark asks (run with --expose-gc), before it reads the RSS.
process.on('SIGUSR2', () => globalThis.gc?.());
