import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ping } from '@palisade/peers/minecraft';
import { bin, palisadeCli, run, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let dataDir: string;

/** An edge's answer for a host nobody serves; the first may wait for its first config. */
const expectNotServed = (port: number, address = '127.0.0.1') =>
  vi.waitFor(
    async () =>
      expect(
        (await ping(port, 'nobody.example.com', { edgeAddress: address })).description,
      ).toMatchObject({
        text: expect.stringContaining('not served'),
      }),
    { timeout: 30_000, interval: 500 },
  );
let palisade: ReturnType<typeof palisadeCli>['palisade'];
let daemon: ReturnType<typeof palisadeCli>['daemon'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-cli-'));
  ({ palisade, daemon } = palisadeCli(dataDir));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Every command is a process of its own that opens the database: on embedded PGlite that is
// seconds each (7 s seen on a busy two-core machine), and a test here runs up to ten of them.
describe('palisade CLI', { timeout: 240_000 }, () => {
  it('migrates, creates, activates and lists accounts', async () => {
    const email = `operator.${Date.now().toString(36)}@example.com`;
    expect((await palisade('migrate')).stdout).toContain('Database is up to date.');
    expect(
      (await palisade('user', 'create', '--email', email, '--password', 'a long enough password'))
        .stdout,
    ).toMatch(/Created account \d+/);
    const duplicate = await palisade(
      'user',
      'create',
      '--email',
      email,
      '--password',
      'a long enough password',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(duplicate).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already has an account'),
    });
    expect((await palisade('user', 'activate', email.toUpperCase())).stdout).toContain(
      `${email} is active.`,
    );
    expect(
      (await palisade('billing', 'credit', '--email', email, '--amount', '25.50')).stdout,
    ).toContain(`${email}: balance 25.50`);
    const badAmount = await palisade('billing', 'credit', '--email', email, '--amount', '-3').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(badAmount).toMatchObject({ code: 1, stderr: expect.stringContaining('--amount') });
    const noTwofa = await palisade('user', '2fa', 'reset', email).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(noTwofa).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('has no two-factor authentication on'),
    });
    const listed = (await palisade('user', 'list')).stdout;
    expect(listed).toContain(email);
    expect(listed).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}.*true`));
  });

  it('grants and revokes the operator role, debits a balance, disables and enables an account', async () => {
    const failure = (error: { code: number; stderr: string }) => error;
    const email = `ops.${Date.now().toString(36)}@example.com`;
    const created = await palisade(
      'user',
      'create',
      '--email',
      email,
      '--password',
      'a long enough password',
      '--activate',
      '--operator',
    );
    expect(created.stdout).toMatch(
      new RegExp(`Created account \\d+ for ${email} \\(active, operator\\)`),
    );
    expect((await palisade('user', 'operator', 'revoke', email)).stdout).toBe(
      `${email} is no longer an operator.\n`,
    );
    expect(
      await palisade('user', 'operator', 'grant', 'nobody@example.com').catch(failure),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account uses nobody@example.com.'),
    });
    await palisade('billing', 'credit', '--email', email, '--amount', '10');
    expect(
      (await palisade('billing', 'debit', '--email', email, '--amount', '2.5', '--note', 'Fix'))
        .stdout,
    ).toContain(`${email}: balance 7.50`);
    expect(
      await palisade('billing', 'debit', '--email', email, '--amount', '100').catch(failure),
    ).toMatchObject({ code: 1, stderr: expect.stringContaining('more than the balance') });
    expect((await palisade('user', 'disable', email, '--reason', 'Unpaid')).stdout).toContain(
      `${email} is disabled`,
    );
    expect(
      await palisade('user', 'disable', email, '--reason', 'Again').catch(failure),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is disabled already'),
    });
    expect((await palisade('user', 'activate', email)).stdout).toContain(`${email} is active.`);
  });

  it("runs the README's account examples as they are written", async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    const examples = [
      /^npx palisade (user create .*)$/m,
      /^npx palisade (billing credit .*)$/m,
    ].map((pattern) => {
      const line = pattern.exec(readme)?.[1];
      if (!line) throw new Error(`README has no example matching ${pattern}`);
      // Words, or '…' quoted as a shell would take them.
      return [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
    });
    expect((await palisade(...(examples[0] ?? []))).stdout).toMatch(/Created account \d+/);
    expect((await palisade(...(examples[1] ?? []))).stdout).toContain('balance 25.00');
  });

  it('manages locations, tunnel filters and edge tokens', async () => {
    const id = `cli${Date.now().toString(36)}`;
    const filterName = `game_${id}`;
    const failure = (error: { code: number; stderr: string }) => error;
    const add = (...extra: string[]) =>
      palisade(
        'location',
        'add',
        '--id',
        id,
        '--name',
        'Frankfurt',
        '--region',
        'eu',
        '--address',
        '203.0.113.10',
        ...extra,
      );

    expect(
      (await add('--allow-backends', '10.1.0.0/16, 127.0.0.1:25566', '--country', 'de')).stdout,
    ).toMatch(new RegExp(`Location ${id} added; .* key is [A-Za-z0-9+/]{43}=`));
    expect((await palisade('location', 'list')).stdout).toMatch(
      new RegExp(`${id}.*203\\.0\\.113\\.10.*DE.*10\\.1\\.0\\.0/16, 127\\.0\\.0\\.1:25566`),
    );
    expect((await palisade('location', 'allow-backends', id, '[::1]:25567')).stdout).toContain(
      `Backends at ${id} may use [::1]:25567 besides public addresses.`,
    );
    expect(
      await palisade('location', 'allow-backends', id, 'localhost').catch(failure),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Not a range: localhost'),
    });
    expect((await palisade('location', 'allow-backends', id)).stdout).toContain(
      `Backends at ${id} must be public addresses.`,
    );
    expect((await palisade('location', 'list')).stdout).toMatch(
      new RegExp(`${id}.*Frankfurt.*203\\.0\\.113\\.10.*19132-19199`),
    );
    expect(await add().catch(failure)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('exists already'),
    });
    const badRange = await palisade(
      'location',
      'add',
      '--id',
      'other',
      '--name',
      'x',
      '--region',
      'x',
      '--address',
      'x',
      '--tunnel-ports',
      '30000-20000',
    ).catch(failure);
    expect(badRange).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--tunnel-ports: ports run 1–65535'),
    });

    const token = await palisade('edge', 'token', 'create', '--location', id);
    expect(token.stdout).toMatch(
      new RegExp(`Edge token \\d+ for ${id}:\\npal_edge_[A-Za-z0-9_-]{43}`),
    );

    const filter = await palisade(
      'filter',
      'add',
      '--name',
      filterName,
      '--label',
      'Rust',
      '--protocol',
      'udp',
      '--ports',
      '28015-28016',
    );
    expect(filter.stdout).toMatch(new RegExp(`Filter \\d+ \\(${filterName}\\) added`));
    expect((await palisade('filter', 'list')).stdout).toContain(filterName);
    const withdrawn = await palisade('filter', 'set', filterName, '--active', 'off');
    expect(withdrawn.stdout).toContain(
      `Filter ${filterName}: ports 28015-28016, withdrawn from new rules.`,
    );
    const badPorts = await palisade('filter', 'set', filterName, '--ports', '28015').catch(failure);
    expect(badPorts).toMatchObject({ code: 1, stderr: expect.stringContaining('--ports: use') });
    expect((await palisade('location', 'remove', id)).stdout).toContain(`Location ${id} removed.`);
  });

  it("changes a location's Bedrock port range, address and country", async () => {
    const id = `br${Date.now().toString(36)}`;
    const failure = (error: { code: number; stderr: string }) => error;
    await palisade(
      'location',
      'add',
      '--id',
      id,
      '--name',
      'B',
      '--region',
      'eu',
      '--address',
      'b',
    );
    expect((await palisade('location', 'set', id, '--bedrock-ports', '19200-19250')).stdout).toBe(
      `Location ${id} hands out Bedrock ports 19200-19250.\n`,
    );
    expect((await palisade('location', 'list')).stdout).toMatch(new RegExp(`${id}.*19200-19250`));
    const badRange = await palisade('location', 'set', id, '--bedrock-ports', '2-1').catch(failure);
    expect(badRange).toMatchObject({ code: 1, stderr: expect.stringContaining('--bedrock-ports') });
    const unknown = await palisade('location', 'set', 'nowhere', '--bedrock-ports', '1-2').catch(
      failure,
    );
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No location') });
    expect(
      (await palisade('location', 'set', id, '--country', 'de', '--address', '203.0.113.9')).stdout,
    ).toBe(`Location ${id} is at 203.0.113.9, stands in DE.\n`);
    expect((await palisade('location', 'list')).stdout).toMatch(
      new RegExp(`${id}.*203\\.0\\.113\\.9.*DE`),
    );
    expect((await palisade('location', 'set', id, '--country', 'none')).stdout).toBe(
      `Location ${id} stands in no country.\n`,
    );
    // What would reach the DNS zone's record code is refused, as the API refuses it.
    const quoted = await palisade('location', 'set', id, '--address', "b'}").catch(failure);
    expect(quoted).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--address: Use an IP address or a host name.'),
    });
    const nothing = await palisade('location', 'set', id).catch(failure);
    expect(nothing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Give --bedrock-ports'),
    });
    await palisade('location', 'remove', id);
  });

  it('runs the all-in-one server with its edge, and a standalone edge beside it', async () => {
    const token = /pal_edge_[A-Za-z0-9_-]{43}/.exec(
      (await palisade('edge', 'token', 'create', '--location', 'local')).stdout,
    )?.[0];
    expect(token).toBeDefined();
    const apiPort = await freePort();
    const javaPort = await freePort();
    const edgePort = await freePort();
    const metricsPort = await freePort();
    const server = await daemon(
      ['start'],
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        EDGE_JAVA_PORT: String(javaPort),
        METRICS_TOKEN: 'metrics-token-of-the-cli-test',
      },
      'Palisade is up',
    );
    let edge: ChildProcess | undefined;
    try {
      await expectNotServed(javaPort);
      const apiMetrics = await (
        await fetch(`http://127.0.0.1:${apiPort}/metrics`, {
          headers: { authorization: 'Bearer metrics-token-of-the-cli-test' },
        })
      ).text();
      expect(apiMetrics).toMatch(/palisade_edge_config_version [1-9]/);

      // The token in a file only the edge's user reads, not on the command line (ps shows it).
      const tokenFile = path.join(dataDir, 'edge-token-file');
      await writeFile(tokenFile, `${token}\n`, { mode: 0o600 });
      edge = await daemon(
        [
          'edge',
          '--api',
          `http://127.0.0.1:${apiPort}`,
          '--token-file',
          tokenFile,
          // Players' address; the metrics stay on loopback (127.0.0.1) unless told otherwise.
          '--host',
          '127.0.0.2',
          '--port',
          String(edgePort),
          '--state-dir',
          path.join(dataDir, 'standalone-edge'),
          '--metrics-port',
          String(metricsPort),
          // Two processes serve players whatever the machine's cores; the primary's metrics
          // add up all three processes'.
          '--workers',
          '2',
          '--no-tunnels',
          // A test never writes the host's firewall (the kernel filter runs in a namespace).
          '--kernel-filter',
          'off',
        ],
        { PALISADE_EDGE_METRICS_TOKEN: 'edge-metrics-token-of-the-cli-test' },
        'metrics at',
      );
      const edgeMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
      await vi.waitFor(
        async () => {
          const text = await (
            await fetch(edgeMetrics, {
              headers: { authorization: 'Bearer edge-metrics-token-of-the-cli-test' },
            })
          ).text();
          expect(text).toMatch(/palisade_edge_config_version [1-9]/);
        },
        { timeout: 10_000, interval: 100 },
      );
      for (const authorization of [undefined, 'Bearer metrics-token-of-the-cli-test']) {
        const refused = await fetch(
          edgeMetrics,
          authorization ? { headers: { authorization } } : {},
        );
        expect(refused.status).toBe(401);
      }
      await expectNotServed(edgePort, '127.0.0.2');
      // Both edges' state (the config snapshot with the location's keys, unsent telemetry
      // naming players) is the edge's alone, whatever the umask it was started with.
      for (const dir of ['edge', 'standalone-edge']) {
        expect((await stat(path.join(dataDir, dir))).mode & 0o777, dir).toBe(0o700);
      }
    } finally {
      if (edge) expect(await stopped(edge)).toBe(0);
      expect(await stopped(server)).toBe(0);
    }
  });

  it('refuses bad input and bad configuration with a clear message', async () => {
    const badEdge = await palisade('edge', '--api', 'ftp://x', '--token', 'nope').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(badEdge).toMatchObject({ code: 1 });
    expect((badEdge as { stderr: string }).stderr).toMatch(/--api[\s\S]*--token/);
    const help = (await palisade('edge', '--help')).stdout;
    for (const word of ['PALISADE_EDGE_TOKEN', '--token-file', 'PALISADE_EDGE_METRICS_TOKEN'])
      expect(help).toContain(word);
    expect(help).toMatch(/--metrics-host[^\n]*default: "127\.0\.0\.1"/);
    // The token from the environment, out of `ps`: only the URL is wrong here.
    const envToken = await run(process.execPath, [bin, 'edge', '--api', 'ftp://x'], {
      env: { PATH: process.env.PATH, PALISADE_EDGE_TOKEN: `pal_edge_${'A'.repeat(43)}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(envToken).toMatchObject({ code: 1, stderr: expect.stringContaining('--api') });
    expect((envToken as { stderr: string }).stderr).not.toContain('--token');
    const tokenFile = path.join(dataDir, 'shared-token-file');
    await writeFile(tokenFile, `pal_edge_${'A'.repeat(43)}\n`, { mode: 0o644 });
    const edgeArgs = ['edge', '--api', 'http://127.0.0.1:9', '--token-file', tokenFile];
    const readable = await palisade(...edgeArgs).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(readable).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`mode 0600 or stricter, not 0644): chmod 600 ${tokenFile}`),
    });
    const twice = await palisade(...edgeArgs, '--token', 'x').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(twice).toMatchObject({ code: 1, stderr: expect.stringContaining('one way') });
    const shortMetrics = await palisade('edge', '--metrics-token', 'short').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(shortMetrics).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--metrics-token (PALISADE_EDGE_METRICS_TOKEN) needs 16'),
    });
    const noWorkers = await palisade('edge', '--workers', '0').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(noWorkers).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--workers needs a number of processes, 1 to 64'),
    });
    const kernel = await palisade('edge', '--kernel-filter', 'maybe').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(kernel).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kernel-filter needs on or off'),
    });
    const bus = await palisade('edge', '--location-bus', 'redis://127.0.0.1:6379').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bus).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--location-bus (EDGE_LOCATION_BUS) needs NATS server URLs'),
    });
    const weak = await palisade(
      'user',
      'create',
      '--email',
      'x@example.com',
      '--password',
      'short',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(weak).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password: Use at least 10 characters.'),
    });
    const badConfig = await run(process.execPath, [bin, 'migrate'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'eighty', CAPTCHA: 'maybe' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(badConfig).toMatchObject({ code: 2 });
    expect((badConfig as { stderr: string }).stderr).toMatch(/PORT="eighty"[\s\S]*CAPTCHA="maybe"/);
  });
});
