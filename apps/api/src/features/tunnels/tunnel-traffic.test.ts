import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Edge, startEdge, tunnelsUnavailable } from '@palisade/edge';
import { freePort } from '@palisade/peers/ports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { createEdgeToken } from '../edge-sync/tokens';

/**
 * The tunnel data plane against a real peer: a network namespace plays the customer's server.
 * It runs WireGuard (wireguard-go through wg-quick) with the config from the tunnel's own setup
 * script, and a TCP and UDP echo server on its inner address. Traffic sent to the edge's public
 * port crosses the tunnel, and the tunnel's analytics and counters then show the bytes.
 */

const exec = promisify(execFile);
const sh = (command: string, ...args: string[]) => exec(command, args, { timeout: 15_000 });

const unavailable =
  (await tunnelsUnavailable()) ??
  (await sh('wg-quick', '--help').then(
    () => null,
    (error: { code?: string }) => (error.code === 'ENOENT' ? 'wg-quick is not installed' : null),
  ));

const quiet = { info() {}, warn() {}, debug() {} };
// Names and addresses of this run: interface names have at most 15 characters.
const n = process.pid % 200;
const run = `${process.pid.toString(36)}${Date.now().toString(36).slice(-3)}`;
const namespace = `palt-${run}`;
const hostVeth = `pvh${run}`.slice(0, 15);
const peerVeth = `pvc${run}`.slice(0, 15);
const edgeInterface = `pwe${run}`.slice(0, 15);
const hostAddress = `10.213.${n}.1`;
const peerAddress = `10.213.${n}.2`;
const echoPort = 7000;

let h: Harness;
let owner: Account;
let edge: Edge | undefined;
let echo: ChildProcess | undefined;
let tunnelId = 0;
let apiUrl = '';
let wireguardPort = 0;
let edgeToken = '';
let bindPort = 0;
let workDir = '';

/** A UDP port that was free a moment ago. */
const freeUdpPort = () =>
  new Promise<number>((resolve) => {
    const socket = createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });

/** Sends `payload` over TCP to the edge's public port and answers what came back. */
function tcpRoundTrip(port: number, payload: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(payload));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no echo within 10 s')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received >= payload.length) socket.end();
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(Buffer.concat(chunks)));
  });
}

function udpRoundTrip(port: number, payload: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('no UDP echo within 3 s'));
    }, 3000);
    socket.once('message', (reply) => {
      clearTimeout(timer);
      socket.close();
      resolve(reply);
    });
    socket.send(payload, port, '127.0.0.1');
  });
}

const edgeOptions = () => ({
  apiUrl,
  token: edgeToken,
  stateDir: path.join(workDir, 'edge'),
  javaPort: 0,
  host: '127.0.0.1',
  log: quiet,
  telemetryIntervalMs: 3_600_000,
  tunnels: { interfaceName: edgeInterface },
});

/** Removes what the test set up; each step on its own, so one that fails leaves none behind. */
async function cleanUp() {
  await edge?.stop().catch(() => undefined);
  echo?.kill('SIGKILL');
  const steps: [string, ...string[]][] = [
    ['ip', 'netns', 'exec', namespace, 'ip', 'link', 'del', `palisade${tunnelId}`],
    ['ip', 'netns', 'del', namespace],
    ['ip', 'link', 'del', hostVeth],
    ['ip', 'link', 'del', edgeInterface],
  ];
  for (const [command, ...args] of steps) await sh(command, ...args).catch(() => undefined);
  if (workDir) await rm(workDir, { recursive: true, force: true });
}

describe('the WireGuard tunnel data plane', () => {
  beforeAll(async () => {
    // A machine that cannot run the tunnel plane fails here and says why, rather than skipping.
    if (unavailable) {
      throw new Error(
        `the tunnel test needs root, /dev/net/tun, wireguard-go, wireguard-tools and iproute2 (npm test installs the packages as root): ${unavailable}`,
      );
    }
    workDir = await mkdtemp(path.join(tmpdir(), 'palisade-tunnel-'));
    h = await startHarness({});
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      // The customer's server: a namespace behind a veth pair, with an echo server in it.
      await sh('ip', 'netns', 'add', namespace);
      await sh('ip', 'link', 'add', hostVeth, 'type', 'veth', 'peer', 'name', peerVeth);
      await sh('ip', 'link', 'set', peerVeth, 'netns', namespace);
      await sh('ip', 'addr', 'add', `${hostAddress}/30`, 'dev', hostVeth);
      await sh('ip', 'link', 'set', hostVeth, 'up');
      await sh('ip', '-n', namespace, 'addr', 'add', `${peerAddress}/30`, 'dev', peerVeth);
      await sh('ip', '-n', namespace, 'link', 'set', peerVeth, 'up');
      await sh('ip', '-n', namespace, 'link', 'set', 'lo', 'up');

      bindPort = await freePort();
      wireguardPort = await freeUdpPort();
      const location = await insertLocation(h, `wg${run}`.slice(0, 32), {
        publicAddress: hostAddress,
        wireguardPort,
        tunnelPortMin: bindPort,
        tunnelPortMax: bindPort,
        tunnelSubnet: `10.214.${n}.0/24`,
      });
      owner = await account(h);
      await setPlan(h, owner.id, 3);
      const created = await owner.route('createTunnel', {
        body: {
          name: 'netns server',
          endpoint_peer: peerAddress,
          location: location.id,
          bind_port: bindPort,
        },
      });
      expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
      tunnelId = created.body.data.id;
      // Generic TCP and UDP (filter 5) to the echo port.
      const rule = await owner.route('createTunnelRule', {
        params: { id: String(tunnelId) },
        body: { start_port: echoPort, end_port: echoPort, filter_id: 5 },
      });
      expect(rule.statusCode, JSON.stringify(rule.body)).toBe(201);

      // The customer runs the setup script's WireGuard config (wg-quick falls back to
      // wireguard-go without the kernel module); the packages it installs are here already.
      const script = (await owner.route('tunnelSetupScript', { params: { id: String(tunnelId) } }))
        .body.data;
      const key = /PRIVATE_KEY='([A-Za-z0-9+/=]{44})'/.exec(script)?.[1];
      const conf = /cat > \/etc\/wireguard\/(palisade\d+)\.conf <<CONF\n([\s\S]*?)\nCONF/.exec(
        script,
      );
      if (!key || !conf) throw new Error(`unexpected setup script:\n${script}`);
      const confFile = path.join(workDir, `${conf[1]}.conf`);
      await writeFile(confFile, `${(conf[2] as string).replace('$PRIVATE_KEY', key)}\n`, {
        mode: 0o600,
      });
      await sh('ip', 'netns', 'exec', namespace, 'wg-quick', 'up', confFile);

      echo = spawn(
        'ip',
        [
          'netns',
          'exec',
          namespace,
          process.execPath,
          '-e',
          `const net = require('node:net'); const dgram = require('node:dgram');
           net.createServer((s) => s.pipe(s)).listen(${echoPort}, '0.0.0.0');
           const u = dgram.createSocket('udp4');
           u.on('message', (m, r) => u.send(m, r.port, r.address));
           u.bind(${echoPort}, '0.0.0.0', () => console.log('echo ready'));`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        echo?.stdout?.once('data', () => resolve());
        echo?.once('exit', (code) => reject(new Error(`echo server exited (${code})`)));
      });

      edgeToken = (await createEdgeToken(h.deps.db, location.id, 'tunnel edge')).token;
      edge = await startEdge(edgeOptions());
    } catch (error) {
      await cleanUp();
      throw error;
    }
  });

  afterAll(async () => {
    await cleanUp();
    await h?.close();
  });

  it('carries TCP and UDP to the customer through the tunnel and counts the bytes', async () => {
    expect(edge?.tunnels).not.toBeNull();
    const payload = Buffer.alloc(256 * 1024, 'palisade tunnel ');
    await vi.waitFor(
      async () => {
        expect((await tcpRoundTrip(bindPort, Buffer.from('ping'))).toString()).toBe('ping');
      },
      { timeout: 20_000, interval: 250 },
    );
    const echoed = await tcpRoundTrip(bindPort, payload);
    expect(echoed.equals(payload)).toBe(true);
    const datagram = Buffer.from('bedrock-sized datagram '.repeat(40));
    expect((await udpRoundTrip(bindPort, datagram)).equals(datagram)).toBe(true);

    // The forwarded bytes, exactly: the probe, the payload and the datagram each way.
    const forwarded = datagram.length + payload.length + 4;
    const metrics = await edge?.metrics.getSingleMetricAsString(
      'palisade_edge_tunnel_forwarded_bytes_total',
    );
    expect(metrics).toContain(`direction="in"} ${forwarded}`);
    expect(metrics).toContain(`direction="out"} ${forwarded}`);

    // The tunnel's counters come from WireGuard: the same bytes encrypted, plus headers.
    await edge?.flushTelemetry();
    const series = await owner.route('tunnelAnalytics', {
      params: { id: String(tunnelId) },
      query: { type: 'traffic', period: '1h', points: 60 },
    });
    expect(series.statusCode).toBe(200);
    const total = (points: { value: number }[]) => points.reduce((sum, p) => sum + p.value, 0);
    const ingress = total(series.body.data.ingress);
    const egress = total(series.body.data.egress);
    expect(ingress).toBeGreaterThanOrEqual(forwarded);
    expect(egress).toBeGreaterThanOrEqual(forwarded);
    // Encryption adds about 32 bytes per packet and TCP/IP its headers: far from double.
    expect(ingress).toBeLessThan(forwarded * 1.5);
    expect(egress).toBeLessThan(forwarded * 1.5);

    const tunnel = await owner.route('getTunnel', { params: { id: String(tunnelId) } });
    expect(tunnel.body.data).toMatchObject({ ingress, egress });
  }, 60_000);

  it('leaves an interface held by another edge alone', async () => {
    const warnings: string[] = [];
    const second = await startEdge({
      apiUrl,
      token: edgeToken,
      stateDir: path.join(workDir, 'second-edge'),
      javaPort: 0,
      host: '127.0.0.1',
      log: { ...quiet, warn: (message: string) => warnings.push(message) },
      telemetryIntervalMs: 3_600_000,
      tunnels: { interfaceName: edgeInterface },
    });
    try {
      await vi.waitFor(() => expect(second.version()).toBeGreaterThan(0), { timeout: 15_000 });
      await second.tunnels?.settled();
      expect(warnings.join('\n')).toContain(`interface ${edgeInterface} exists`);
    } finally {
      await second.stop();
    }
    // The first edge's tunnel still carries traffic.
    expect((await tcpRoundTrip(bindPort, Buffer.from('still here'))).toString()).toBe('still here');
  }, 30_000);

  it('keeps the peers and ports in step with the tunnels', async () => {
    const peers = async () =>
      (await sh('wg', 'show', edgeInterface, 'peers')).stdout.split('\n').filter(Boolean);
    expect(await peers()).toHaveLength(1);
    await owner.route('deleteTunnel', { params: { id: String(tunnelId) } });
    await vi.waitFor(async () => expect(await peers()).toEqual([]), {
      timeout: 15_000,
      interval: 250,
    });
    await expect(tcpRoundTrip(bindPort, Buffer.from('gone'))).rejects.toThrow();
    // The tunnel's address goes in a step of its own after its peer, later on a busy machine.
    const addresses = async () =>
      (await sh('ip', '-4', '-o', 'addr', 'show', 'dev', edgeInterface)).stdout;
    await vi.waitFor(async () => expect(await addresses()).not.toContain('10.214.'), {
      timeout: 15_000,
      interval: 250,
    });
  }, 30_000);

  it('replaces the wireguard-go an edge that died left behind', async () => {
    await edge?.stop();
    edge = undefined;
    // As if the edge had crashed: its wireguard-go lives on with the interface.
    const orphan = spawn('wireguard-go', ['-f', edgeInterface], { stdio: 'ignore' });
    const orphanExit = new Promise((resolve) => orphan.once('exit', resolve));
    await writeFile(path.join(workDir, 'edge', 'wireguard-go.pid'), `${orphan.pid}\n`);
    await vi.waitFor(() => sh('wg', 'show', edgeInterface), { timeout: 5000, interval: 50 });

    edge = await startEdge(edgeOptions());
    await vi.waitFor(() => expect(edge?.version()).toBeGreaterThan(0), { timeout: 15_000 });
    await edge.tunnels?.settled();
    await orphanExit;
    expect((await sh('wg', 'show', edgeInterface, 'listen-port')).stdout.trim()).toBe(
      String(wireguardPort),
    );
  }, 30_000);
});
