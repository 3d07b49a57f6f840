import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The pretest step run for real on this machine, which has every package: once as it is, and
 * once made to look like a fresh Debian machine. In a mount namespace of its own, Chromium is
 * covered by /dev/null, PostgreSQL's programs, PowerDNS's backends and the GeoIP databases by
 * empty folders, dpkg's status file by a copy without the fonts, and PATH holds only the system's
 * own tools the script needs (no HAProxy, WireGuard, iproute2, PostgreSQL, PowerDNS, dig or NATS);
 * it runs as `nobody`, as a developer without root would. Nothing on the machine changes.
 */

const script = fileURLToPath(new URL('./system-packages.sh', import.meta.url));
const nobody = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] as const;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<Outcome>((resolve) => {
    execFile(command, args, { env, timeout: 20_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });

/**
 * The script as `nobody`, a developer without root: a copy in the test's folder, since the
 * checkout may sit in a folder only its owner can read (a fresh clone in a mktemp folder).
 */
const asNobody = (env: NodeJS.ProcessEnv) =>
  run(nobody[0], [...nobody.slice(1), '/bin/sh', readableScript()], env);
const readableScript = () => path.join(dir, 'system-packages.sh');

/** dpkg's status file without the stanzas of the given packages. */
const statusWithout = (status: string, packages: string[]) =>
  status
    .split(/\n\n/)
    .filter((stanza) => !packages.includes(/^Package: (.+)$/m.exec(stanza)?.[1] ?? ''))
    .join('\n\n');

let dir: string;
const env = { PATH: '' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'palisade-pretest-'));
  // mkdtemp makes the folder 0700; `nobody` has to read it.
  await chmod(dir, 0o755);
  await copyFile(script, readableScript());
  await chmod(readableScript(), 0o644);
  const bin = path.join(dir, 'bin');
  await run('mkdir', [bin], process.env);
  for (const tool of ['id', 'sed', 'dpkg-query', 'apt-get']) {
    const { stdout } = await run('sh', ['-c', `command -v ${tool}`], process.env);
    await symlink(stdout.trim(), path.join(bin, tool));
  }
  env.PATH = bin;
  const status = await readFile('/var/lib/dpkg/status', 'utf8');
  await writeFile(
    path.join(dir, 'status'),
    statusWithout(status, ['fonts-liberation', 'fonts-dejavu-core']),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the pretest step (tooling/system-packages.sh)', () => {
  it('passes silently where every package is present and it runs as root', async () => {
    expect(await run('sh', [script], process.env)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('on a machine without the packages, stops at once with the one command to run', async () => {
    const fresh = await run(
      'unshare',
      [
        '--mount',
        '--propagation',
        'private',
        'sh',
        '-c',
        'mount --bind "$1" /var/lib/dpkg/status && mount --bind /dev/null /usr/bin/chromium && mount -t tmpfs tmpfs /usr/lib/postgresql && for pdns in /usr/lib/*/pdns; do mount -t tmpfs tmpfs "$pdns"; done && mount -t tmpfs tmpfs /usr/share/GeoIP && shift && exec "$@"',
        'fresh',
        path.join(dir, 'status'),
        ...nobody,
        'env',
        '-i',
        `PATH=${env.PATH}`,
        '/bin/sh',
        readableScript(),
      ],
      process.env,
    );
    expect(fresh).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'npm test: missing system packages; install them as root with: apt-get update && apt-get install -y --no-install-recommends haproxy wireguard-go wireguard-tools iproute2 nftables postgresql pdns-server pdns-backend-pgsql pdns-backend-geoip geoip-database bind9-dnsutils nats-server cmake g++ chromium fonts-liberation fonts-dejavu-core\n',
    });
  });

  it('names what is missing and nothing else', async () => {
    // The machine's own PATH less /usr/sbin and /sbin, where Debian puts HAProxy, nft,
    // pdns_server and nats-server.
    const withoutSbin = (process.env.PATH ?? '')
      .split(':')
      .filter((entry) => !/sbin/.test(entry))
      .join(':');
    const outcome = await asNobody({ PATH: withoutSbin });
    expect(outcome.stderr).toMatch(
      /--no-install-recommends haproxy nftables pdns-server nats-server'?\n$/,
    );
    expect(outcome.code).toBe(1);
  });

  it('refuses without root before a test starts, as the tunnel and kernel filter tests need it', async () => {
    const outcome = await asNobody(process.env);
    expect(outcome).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'npm test: the WireGuard tunnel test needs root (CAP_NET_ADMIN and CAP_SYS_ADMIN); run npm test as root.\n',
    });
  });
});
