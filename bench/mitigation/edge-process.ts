/**
 * The benchmark's edge: routes from the snapshot run.ts wrote into the state directory (the API
 * it names is never reachable), listens and serves its metrics on the address given, runs its
 * kernel first line when asked (`on`), and places the load namespace's addresses on a model of
 * the Internet, as the offline databases place real ones: the bots' proxy list (10.16.0.0/12)
 * in 60 hosting providers' ASNs, the players (10.200.0.0/16) in five residential ISPs'; the
 * new addresses of the first contacts' step (10.40.0.0/13) in none, as the offline database
 * leaves some real ones.
 */
import { serveMetrics, startEdge } from '@palisade/edge';

const [stateDir = '', metricsPort = '0', host = '127.0.0.1', kernel = 'off'] =
  process.argv.slice(2);
const octets = (address: string) => address.split('.').map(Number);
const geo = {
  asn(address: string) {
    const [, b = 0, c = 0] = octets(address);
    if (b >= 16 && b < 32) return 64_512 + ((b * 256 + c) % 60);
    if (b === 200) return [7922, 3320, 3215, 2856, 12_322][c % 5] ?? null;
    return null;
  },
  country(address: string) {
    const [, b = 0, c = 0] = octets(address);
    if (b >= 16 && b < 32) return ['NL', 'DE', 'US', 'FR', 'SG'][c % 5] ?? null;
    if (b === 200) return ['US', 'DE', 'FR', 'GB', 'FR'][c % 5] ?? null;
    return null;
  },
};
const quiet = { info() {}, warn() {}, debug() {} };
const edge = await startEdge({
  apiUrl: 'http://127.0.0.1:9',
  token: 'pal_edge_benchmark',
  stateDir,
  javaPort: 0,
  host,
  log: { ...quiet, info: (message: string) => process.stderr.write(`${message}\n`) },
  processMetrics: false,
  warmLimbo: true,
  geo,
  ...(kernel === 'on' ? { kernelFilter: {} } : {}),
});
await serveMetrics(edge.metrics, Number(metricsPort), host);
process.stdout.write(`${JSON.stringify({ port: edge.port })}\n`);
// Exit rather than die on the benchmark's SIGTERM, so `--cpu-prof` gets to write its profile.
process.once('SIGTERM', () => process.exit(0));
