import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const run = promisify(execFile);
/** The `palisade` command as npm installs it from apps/api (a package runs it, never imports it). */
export const bin = fileURLToPath(new URL('../../../node_modules/.bin/palisade', import.meta.url));

/**
 * The `palisade` command on a data directory, and on a PostgreSQL database when given one (by
 * default the tests' own, when they use one).
 */
export function palisadeCli(dataDir: string, databaseUrl = process.env.TEST_DATABASE_URL) {
  const env = () => ({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    // Tests that want the live demo ask for it.
    PALISADE_DEMO: '0',
    // As root the edge would bring up the location's WireGuard interface and UDP port, which
    // processes running side by side would share: the tunnel test brings up its own.
    EDGE_TUNNELS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const palisade = (...args: string[]) => run(process.execPath, [bin, ...args], { env: env() });

  /**
   * A long-running `palisade` command; resolves once its output contains `ready`. `output()`
   * is everything it has written so far, to stdout and stderr.
   */
  async function daemon(args: string[], extraEnv: Record<string, string>, ready: string) {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...env(), LOG_PRETTY: '0', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(ready)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`palisade ${args[0]} exited ${code}: ${output}`)),
      );
    });
    return Object.assign(child, { output: () => output });
  }
  return { palisade, daemon };
}

/** Stops a daemon; answers its exit code (0 after a graceful shutdown). */
export const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
