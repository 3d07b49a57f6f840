/**
 * The benchmark's two network namespaces, made for a run and removed after: `edge` holds the
 * proxy under test (the edge, with its nftables table, or HAProxy) and the game servers; `load`
 * holds the bots and the players, their source addresses on its end of a veth pair to `edge`.
 * Receive-side packet processing is steered (RPS) to the core of the namespace the packet
 * enters: the edge's end to core 1 (the proxy's), the load's end to core 0, so the kernel's
 * work for what reaches the proxy shows as softirq time on core 1.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The proxy's address, on the edge namespace's end of the pair. */
export const edgeAddress = '10.31.0.1';
const loadAddress = '10.31.0.2';

export interface Namespaces {
  edge: string;
  load: string;
  remove(): Promise<void>;
}

/** Makes both namespaces, the pair between them and `sources` addresses in `load`. */
export async function makeNamespaces(sources: string[]): Promise<Namespaces> {
  const tag = process.pid.toString(36);
  const edge = `palb-edge-${tag}`;
  const load = `palb-load-${tag}`;
  const remove = async () => {
    for (const name of [edge, load]) await exec('ip', ['netns', 'del', name]).catch(() => {});
  };
  try {
    const ip = (...args: string[]) => exec('ip', args);
    await ip('netns', 'add', edge);
    await ip('netns', 'add', load);
    await ip('-n', edge, 'link', 'set', 'lo', 'up');
    await ip('-n', load, 'link', 'set', 'lo', 'up');
    await ip(
      'link',
      'add',
      'pal-edge',
      'netns',
      edge,
      'type',
      'veth',
      'peer',
      'name',
      'pal-load',
      'netns',
      load,
    );
    await ip('-n', edge, 'addr', 'add', `${edgeAddress}/24`, 'dev', 'pal-edge');
    await ip('-n', load, 'addr', 'add', `${loadAddress}/24`, 'dev', 'pal-load');
    await ip('-n', edge, 'link', 'set', 'pal-edge', 'up');
    await ip('-n', load, 'link', 'set', 'pal-load', 'up');
    // Replies to every source go through the load's end: one neighbour, not thousands.
    await ip('-n', edge, 'route', 'add', '10.0.0.0/8', 'via', loadAddress);
    await new Promise<void>((resolve, reject) => {
      const child = execFile('ip', ['-n', load, '-batch', '-'], (error) =>
        error ? reject(error) : resolve(),
      );
      child.stdin?.end(sources.map((address) => `addr add ${address}/32 dev pal-load\n`).join(''));
    });
    const steer = (namespace: string, device: string, cpus: string) =>
      exec('ip', [
        'netns',
        'exec',
        namespace,
        'sh',
        '-c',
        `echo ${cpus} > /sys/class/net/${device}/queues/rx-0/rps_cpus`,
      ]);
    await steer(edge, 'pal-edge', '2');
    await steer(load, 'pal-load', '1');
  } catch (error) {
    await remove();
    throw error;
  }
  return { edge, load, remove };
}
