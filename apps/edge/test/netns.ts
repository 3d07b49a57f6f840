import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { namespaceUnavailable } from '@palisade/peers/network-namespace';

const exec = promisify(execFile);
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Why a test that changes firewall rules cannot run here, or null: it needs root and `nft`. */
export const namespacesUnavailable = () => namespaceUnavailable({ nft: 'nftables' });

/**
 * Runs a TypeScript scenario in a network namespace of its own, made for it (loopback up) and
 * removed after: firewall rules it writes never reach the host. `user` runs it without root
 * (`setpriv`), as an edge without CAP_NET_ADMIN; `args` follow the scenario's path. Resolves with
 * the JSON of its last output line.
 */
export async function inNamespace<T>(
  scenario: URL,
  options: { user?: string; timeoutMs?: number; args?: string[] } = {},
): Promise<T> {
  const name = `palk-${process.pid.toString(36)}-${Date.now().toString(36).slice(-4)}`;
  await exec('ip', ['netns', 'add', name]);
  try {
    await exec('ip', ['-n', name, 'link', 'set', 'lo', 'up']);
    const node = [
      process.execPath,
      '--import',
      tsxLoader,
      fileURLToPath(scenario),
      ...(options.args ?? []),
    ];
    const drop = options.user
      ? ['setpriv', '--reuid', options.user, '--regid', options.user, '--clear-groups', '--']
      : [];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('ip', ['netns', 'exec', name, ...drop, ...node], {
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: options.timeoutMs ?? 120_000,
      });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        err += chunk;
      });
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`scenario exited ${code}: ${err || out}`)),
      );
    });
    return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as T;
  } finally {
    await exec('ip', ['netns', 'del', name]);
  }
}
