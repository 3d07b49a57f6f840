/**
 * A test's network: one namespace, made for a run and removed after, joined to the test's own
 * namespace by a veth pair in a /16 of 10.0.0.0/8 that no other holds (`freePrefix`). The namespace holds what the test runs in it (`palisade edge` processes started
 * with `spawn`) and the addresses those listen on; the test's end holds the addresses of its
 * peers (the API, NATS, game servers) and those players and bots come from. Nothing else of the
 * machine's network is touched: the addresses and the route go with the pair.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';

const exec = promisify(execFile);

/**
 * `describe` for a suite that needs what `namespaceUnavailable` found missing (or null): where
 * it is missing, one test named `needs` fails and says why rather than the suite being skipped
 * (npm test installs the packages, and CI runs as root).
 */
export function describeWhereAvailable(unavailable: string | null, needs: string) {
  return (name: string, suite: () => void) => {
    if (unavailable === null) describe(name, suite);
    else
      it(needs, () => {
        throw new Error(unavailable);
      });
  };
}

/**
 * Why a test that makes network namespaces cannot run here, or null: it needs root and each of
 * `programs` (a program's name, and the Debian packages that install it).
 */
export async function namespaceUnavailable(
  programs: Record<string, string> = {},
): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  for (const [program, packages] of Object.entries(programs)) {
    const found = await exec('sh', ['-c', `command -v ${program}`]).then(
      () => true,
      () => false,
    );
    if (!found) return `${program} is not installed (Debian: ${packages})`;
  }
  return null;
}

/**
 * A /16 of 10.0.0.0/8 (its first two octets, `10.213`) that no interface of the test's namespace
 * holds an address of: tests that run side by side (two checkouts' fleet tests) each take their
 * own, where one fixed /16 would route one's traffic into the other's namespace.
 */
export async function freePrefix(): Promise<string> {
  const { stdout } = await exec('ip', ['-4', '-o', 'addr', 'show']);
  const taken = new Set([...stdout.matchAll(/inet 10\.(\d+)\./g)].map((match) => match[1]));
  const free = Array.from({ length: 50 }, (_, n) => String(200 + n)).filter((b) => !taken.has(b));
  const pick = free[Math.floor(Math.random() * free.length)];
  if (pick === undefined) throw new Error('no free /16 in 10.200.0.0 to 10.249.255.255');
  return `10.${pick}`;
}

export interface TestNetworkOptions {
  /** A few letters naming the test in the namespace's and the pair's names (`<tag>-<pid>`). */
  tag: string;
  /** The pair's /16, its first two octets (`freePrefix`). */
  prefix: string;
  /** Addresses on the namespace's end: what runs in it listens there. */
  inside: string[];
  /** Addresses on the test's end, besides its own (`hostAddress`): players' and bots' sources. */
  outside: string[];
}

/** Makes the namespace and the pair; `remove` takes both away. */
export async function makeTestNetwork(options: TestNetworkOptions) {
  const id = `${options.tag}-${process.pid.toString(36)}`;
  const outside = `${id}-h`;
  const inside = `${id}-n`;
  const hostAddress = `${options.prefix}.0.1`;
  const remove = async () => {
    await exec('ip', ['netns', 'del', id]).catch(() => {});
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
    await exec('ip', ['netns', 'add', id]);
    await exec('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
    await exec('ip', ['link', 'set', inside, 'netns', id]);
    await batch(id, [
      'link set lo up',
      `addr add ${options.prefix}.0.2/16 dev ${inside}`,
      ...options.inside.map((address) => `addr add ${address}/16 dev ${inside}`),
      `link set ${inside} up`,
    ]);
    await batch(null, [
      `addr add ${hostAddress}/16 dev ${outside}`,
      ...options.outside.map((address) => `addr add ${address}/32 dev ${outside}`),
      `link set ${outside} up`,
    ]);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    name: id,
    /** The test's end of the pair: its API, NATS and game servers listen here. */
    hostAddress,
    /** Starts a program inside the namespace. */
    spawn: (command: string, args: string[], env: NodeJS.ProcessEnv) =>
      spawn('ip', ['netns', 'exec', id, command, ...args], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    remove,
  };
}
export type TestNetwork = Awaited<ReturnType<typeof makeTestNetwork>>;
