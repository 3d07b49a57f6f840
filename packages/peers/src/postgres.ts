import { type ChildProcess, spawn } from 'node:child_process';
import { access, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './palisade-process';
import { freePort } from './ports';

/**
 * The folder holding `initdb` and `postgres`: `pg_config --bindir` (Debian's answers the newest
 * server installed), else the newest /usr/lib/postgresql/<version>/bin, where Debian puts them
 * off PATH. Empty when they are on PATH (or nowhere: spawning them then says so).
 */
async function serverBin() {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => [stdout.trim()],
    () => [],
  );
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const debian = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`);
  for (const dir of [...fromPgConfig, ...debian]) {
    const found = await access(path.join(dir, 'initdb')).then(
      () => true,
      () => false,
    );
    if (found) return dir;
  }
  return '';
}

/**
 * Who runs the server: this process, or as root (which initdb and postgres refuse to be) the
 * `postgres` system user that Debian's postgresql package creates.
 */
async function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error('PostgreSQL refuses to run as root, and there is no `postgres` user to run it');
  }
}

/**
 * A throw-away PostgreSQL cluster for one test: initdb into a fresh folder, the server on a free
 * loopback port with trust authentication (no Unix socket, no fsync), gone with its files on
 * `stop()`. `url` is its `postgres` database as the `postgres` superuser. For tests that need
 * what embedded PGlite cannot give: one database shared by several processes.
 */
export async function startPostgres() {
  const bin = await serverBin();
  const user = await serverUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-postgres-'));
  if (user.uid !== undefined) await chown(dir, user.uid, user.gid);
  const server = (program: string, args: string[]) =>
    spawn(path.join(bin, program), args, {
      ...user,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  try {
    await finished(
      server('initdb', [
        ...['-D', dir, '-U', 'postgres', '--auth=trust'],
        ...['-E', 'UTF8', '--no-locale', '--no-sync'],
      ]),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const postgres = server('postgres', [
    ...['-D', dir, '-p', String(port)],
    ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    ...['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off'],
  ]);
  const exited = new Promise<void>((resolve) => postgres.once('exit', () => resolve()));
  const stop = async () => {
    // SIGINT is the fast shutdown: it ends the sessions still open rather than waiting for them.
    if (postgres.exitCode === null && postgres.signalCode === null) postgres.kill('SIGINT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await written(postgres, 'database system is ready to accept connections');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * The tests' PostgreSQL server when TEST_DATABASE_URL names one (left as it is on `stop()`),
 * else a throw-away cluster of the test's own.
 */
export async function testPostgres() {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url.startsWith('postgres')) return { url, stop: async () => undefined };
  return startPostgres();
}

/** Resolves once the program exits 0; rejects with what it wrote otherwise. */
async function finished(child: ChildProcess) {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${child.spawnargs[0]} exited ${code}: ${log}`);
}

/** Resolves once the running program has written `ready`; rejects if it ends first. */
function written(child: ChildProcess, ready: string) {
  let log = '';
  return new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${child.spawnargs[0]} exited ${code}: ${log}`)));
  });
}
