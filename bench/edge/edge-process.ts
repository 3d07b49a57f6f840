/**
 * One Palisade edge for the benchmark, routing from the snapshot that run.ts wrote into the
 * state directory (the API it names is never reachable, as when the control plane is down).
 * A third argument, JSON, overrides the Bedrock proxy's caps.
 */
import { startEdge } from '@palisade/edge';

const [stateDir = '', port = '0', bedrockLimits = '{}'] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, debug() {} };
const edge = await startEdge({
  apiUrl: 'http://127.0.0.1:9',
  token: 'pal_edge_benchmark',
  stateDir,
  javaPort: Number(port),
  host: '127.0.0.1',
  log: quiet,
  processMetrics: false,
  bedrockLimits: JSON.parse(bedrockLimits),
});
process.stdout.write(`${JSON.stringify({ port: edge.port })}\n`);
// Exit rather than die on the benchmark's SIGTERM, so `--cpu-prof` gets to write its profile.
process.once('SIGTERM', () => process.exit(0));
