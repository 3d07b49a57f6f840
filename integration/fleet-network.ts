/**
 * The fleet test's network: one namespace, made for a run and removed after, joined to the test's
 * own namespace by a veth pair in 10.213.0.0/16. The namespace holds the edges (`palisade edge`
 * processes started in it) and each location's public address; the test's end holds the API,
 * the NATS servers, the game server and the addresses players and bots come from. Nothing else of
 * the machine's network is touched: the addresses and the route go with the pair.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The test's end of the pair: the API, NATS and the game server listen here. */
export const hostAddress = '10.213.0.1';
const edgeSideAddress = '10.213.0.2';

/** Why the fleet test cannot run here, or null: it needs root, PowerDNS and NATS. */
export async function fleetUnavailable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  for (const [program, apt] of [
    ['pdns_server', 'pdns-server pdns-backend-pgsql'],
    ['nats-server', 'nats-server'],
  ] as const) {
    const found = await exec('sh', ['-c', `command -v ${program}`]).then(
      () => true,
      () => false,
    );
    if (!found) return `${program} is not installed (Debian: ${apt})`;
  }
  return null;
}

/**
 * Makes the namespace and the pair; `publicAddresses` (the locations') on the namespace's end,
 * `sources` (players' and bots') on the test's.
 */
export async function makeFleetNetwork(publicAddresses: string[], sources: string[]) {
  const tag = process.pid.toString(36);
  const name = `palf-${tag}`;
  const outside = `palf-${tag}-h`;
  const inside = `palf-${tag}-n`;
  const remove = async () => {
    await exec('ip', ['netns', 'del', name]).catch(() => {});
    await exec('ip', ['link', 'del', outside]).catch(() => {});
  };
  const batch = (namespace: string | null, lines: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = execFile(
        'ip',
        [...(namespace ? ['-n', namespace] : []), '-batch', '-'],
        (error) => (error ? reject(error) : resolve()),
      );
      child.stdin?.end(lines.map((line) => `${line}\n`).join(''));
    });
  try {
    await exec('ip', ['netns', 'add', name]);
    await exec('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
    await exec('ip', ['link', 'set', inside, 'netns', name]);
    await batch(name, [
      'link set lo up',
      `addr add ${edgeSideAddress}/16 dev ${inside}`,
      ...publicAddresses.map((address) => `addr add ${address}/16 dev ${inside}`),
      `link set ${inside} up`,
    ]);
    await batch(null, [
      `addr add ${hostAddress}/16 dev ${outside}`,
      ...sources.map((address) => `addr add ${address}/32 dev ${outside}`),
      `link set ${outside} up`,
    ]);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    name,
    /** Starts a program inside the namespace. */
    spawn: (command: string, args: string[], env: NodeJS.ProcessEnv) =>
      spawn('ip', ['netns', 'exec', name, command, ...args], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    remove,
  };
}
