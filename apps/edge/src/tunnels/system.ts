import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';

/** Runs a command and answers its standard output; fails with its standard error. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 10_000 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${command} ${args.join(' ')}: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}

/** Whether a tool runs at all (found on the PATH and executable). */
const runs = (tool: string, versionFlag: string) =>
  run(tool, [versionFlag]).then(
    () => true,
    () => false,
  );

/** CAP_NET_ADMIN is bit 12 of the effective capability set. */
const netAdmin = 1n << 12n;

/**
 * Why this process cannot carry WireGuard tunnels, or null when it can: it needs Linux with
 * CAP_NET_ADMIN (root has it), /dev/net/tun, and wireguard-go, wg and ip on the PATH.
 */
export async function tunnelsUnavailable(): Promise<string | null> {
  if (process.platform !== 'linux') return 'tunnels need Linux';
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const effective = /^CapEff:\s*([0-9a-f]+)$/m.exec(status)?.[1];
  if (!effective || (BigInt(`0x${effective}`) & netAdmin) === 0n)
    return 'the edge runs without root or CAP_NET_ADMIN';
  const tun = await access('/dev/net/tun', constants.R_OK | constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!tun) return '/dev/net/tun is missing';
  const tools = [
    ['wireguard-go', '--version'],
    ['wg', '--version'],
    ['ip', '-V'],
  ] as const;
  for (const [tool, flag] of tools) {
    if (!(await runs(tool, flag)))
      return `${tool} is not installed (Debian: wireguard-go wireguard-tools iproute2)`;
  }
  return null;
}
