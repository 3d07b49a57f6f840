import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serveMetrics, startEdge, startEdgeWorkers } from '@palisade/edge';
import { Option } from 'commander';
import pino from 'pino';
import { z } from 'zod';
import { issueEdgeToken, listEdgeTokens, revokeEdgeToken } from '../features/admin/edge-tokens';
import { privateDir } from '../shared/private-files';
import { cliActor, fail, type Register, refusedOrDone, withDatabase } from './shared';

const workers = { error: '--workers needs a number of processes, 1 to 64' };
const port = z.coerce.number().int().min(0).max(65535);
const standalone = z.object({
  api: z.url({ protocol: /^https?$/, error: '--api needs the API base URL, http(s)://…' }),
  token: z.string().regex(/^pal_edge_[A-Za-z0-9_-]{43}$/, {
    error:
      '--token, PALISADE_EDGE_TOKEN or --token-file needs an edge token (palisade edge token create --location ID)',
  }),
  port,
  host: z.string().min(1),
  stateDir: z.string().min(1),
  metricsPort: port,
  metricsHost: z.string().min(1),
  metricsToken: z
    .string()
    .min(16, { error: '--metrics-token (PALISADE_EDGE_METRICS_TOKEN) needs 16 characters or more' })
    .optional(),
  workers: z.coerce.number(workers).int(workers).min(1, workers).max(64, workers),
  tunnels: z.boolean(),
  kernelFilter: z.enum(['on', 'off'], { error: '--kernel-filter needs on or off' }),
  wgInterface: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,15}$/, {
      error: '--wg-interface needs an interface name of up to 15 letters, digits, _ or -',
    })
    .optional(),
  locationBus: z
    .string()
    .regex(/^(nats|tls):\/\/[^\s,]+(,(nats|tls):\/\/[^\s,]+)*$/, {
      error: '--location-bus (EDGE_LOCATION_BUS) needs NATS server URLs, nats://host:port[,…]',
    })
    .optional(),
});

/** Root can write the edge's nftables table; elsewhere the edge filters in user space. */
const defaultKernelFilter = process.getuid?.() === 0 ? 'on' : 'off';

/** SO_REUSEPORT spreads connections over processes on Linux; elsewhere an edge is one process. */
const defaultWorkers = process.platform === 'linux' ? availableParallelism() : 1;

/**
 * The edge's token from `--token` (or PALISADE_EDGE_TOKEN) or from `--token-file`: a file and the
 * environment keep it out of `ps`, which shows every local user the command line. The file is
 * refused when anyone but its owner may read or change it.
 */
async function edgeToken(options: Record<string, string | boolean | undefined>) {
  const { token, tokenFile } = options;
  if (typeof tokenFile !== 'string') return token;
  if (token !== undefined)
    fail('Give the edge token one way: --token, PALISADE_EDGE_TOKEN or --token-file.');
  const info = await stat(tokenFile).catch(() => fail(`--token-file: no file ${tokenFile}.`));
  const mode = info.mode & 0o777;
  if (!info.isFile() || mode & 0o077)
    fail(
      `--token-file: ${tokenFile} must be a file that only its owner can read (mode 0600 or stricter, not ${mode.toString(8).padStart(4, '0')}): chmod 600 ${tokenFile}`,
    );
  return (await readFile(tokenFile, 'utf8')).trim();
}

/** `palisade edge --api URL --token T`: one edge, syncing from the API, in `--workers` processes. */
async function runEdge(options: Record<string, string | boolean | undefined>) {
  const parsed = standalone.safeParse({ ...options, token: await edgeToken(options) });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const o = parsed.data;
  const log = pino({ name: 'edge' });
  const stateDir = path.resolve(o.stateDir);
  // The config snapshot holds the location's keys, the telemetry queue players' names.
  await privateDir(stateDir);
  const edgeOptions = {
    apiUrl: o.api.replace(/\/+$/, ''),
    token: o.token,
    stateDir,
    javaPort: o.port,
    host: o.host,
    log,
    warmLimbo: true,
    ...(o.kernelFilter === 'on' ? { kernelFilter: {} } : {}),
    ...(o.tunnels ? { tunnels: o.wgInterface ? { interfaceName: o.wgInterface } : {} } : {}),
    ...(o.locationBus ? { locationBus: o.locationBus } : {}),
  };
  const edge =
    o.workers > 1
      ? await startEdgeWorkers({ ...edgeOptions, workers: o.workers })
      : await startEdge(edgeOptions);
  const metrics = o.metricsPort
    ? await serveMetrics(edge.metrics, o.metricsPort, o.metricsHost, o.metricsToken)
    : null;
  if (metrics)
    log.info(
      `metrics at http://${o.metricsHost}:${o.metricsPort}/metrics${o.metricsToken ? ' (with the metrics token)' : ''}`,
    );
  const stop = async () => {
    metrics?.close();
    await edge.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

export const registerEdge: Register = (program) => {
  const edge = program
    .command('edge')
    .description('run an edge (a point of presence) against an API, or manage edge tokens')
    .option('--api <url>', 'base URL of the API to sync with')
    .addOption(
      new Option(
        '--token <token>',
        "this edge's token (palisade edge token create); any local user sees a command line in ps, so prefer the environment variable or --token-file",
      ).env('PALISADE_EDGE_TOKEN'),
    )
    .option('--token-file <path>', "file holding this edge's token, mode 0600 or stricter")
    .option('--port <port>', 'Minecraft Java port', '25565')
    .option('--host <address>', 'address players connect to', '0.0.0.0')
    .option('--state-dir <dir>', 'last good config and unsent telemetry', './data/edge')
    .option('--metrics-port <port>', 'Prometheus /metrics port, 0 for none', '9565')
    .option('--metrics-host <address>', 'address /metrics listens on', '127.0.0.1')
    .addOption(
      new Option(
        '--metrics-token <token>',
        '/metrics answers only Authorization: Bearer <token> (16+ characters; prefer the environment variable)',
      ).env('PALISADE_EDGE_METRICS_TOKEN'),
    )
    .option(
      '--workers <n>',
      'processes serving players on the same ports (Linux); the number of cores by default',
      String(defaultWorkers),
    )
    .option('--no-tunnels', "don't carry WireGuard tunnels (they need root or CAP_NET_ADMIN)")
    .addOption(
      new Option(
        '--kernel-filter <on|off>',
        'drop known-bad sources in the kernel (nftables; needs root or CAP_NET_ADMIN)',
      )
        .env('EDGE_KERNEL_FILTER')
        .default(defaultKernelFilter),
    )
    .option('--wg-interface <name>', 'WireGuard interface name (default pal-<location>)')
    .addOption(
      new Option(
        '--location-bus <urls>',
        "NATS (with JetStream) shared by the location's edges: thresholds, bans, the jail, the allow list and attacks add up over them (nats://host:port[,…]); off by default",
      ).env('EDGE_LOCATION_BUS'),
    )
    .action(runEdge);
  const edgeToken = edge.command('token').description('credentials edges sync with');

  edgeToken
    .command('create')
    .description('create a token for an edge at a location; it is printed once')
    .requiredOption('--location <id>', 'location id (see `palisade location list`)')
    .option('--name <name>', 'a label for the token', 'edge')
    .action(async (opts: { location: string; name: string }) => {
      await withDatabase(async (db) => {
        const { row, token } = await refusedOrDone(
          issueEdgeToken(db, { location_id: opts.location, name: opts.name }, cliActor()),
        );
        console.log(`Edge token ${row.id} for ${row.location_id}:\n${token}`);
      });
    });

  edgeToken
    .command('list')
    .description('list edge tokens, revoked ones too, with their last use')
    .action(async () => {
      await withDatabase(async (db) => {
        console.table(await listEdgeTokens(db));
      });
    });

  edgeToken
    .command('revoke')
    .description('revoke an edge token by id')
    .argument('<id>')
    .action(async (id: string) => {
      if (!/^\d{1,9}$/.test(id)) fail('The token id is a number (see the output of `create`).');
      await withDatabase(async (db) => {
        await refusedOrDone(revokeEdgeToken(db, Number(id), cliActor()));
        console.log(`Edge token ${id} revoked.`);
      });
    });
};
