import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Runs an `nft -f -` script as one transaction: all of it applies, or none. */
export function runScript(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nft', ['-f', '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errors.length < 4096) errors += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(errors.trim() || `nft exited with ${code}`)),
    );
    child.stdin.end(script);
  });
}

/** `nft -j list …`, parsed: the objects of the answer's `nftables` array. */
export async function listJson(...what: string[]): Promise<Record<string, unknown>[]> {
  const { stdout } = await exec('nft', ['-j', 'list', ...what], { maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(stdout) as { nftables: Record<string, unknown>[] }).nftables;
}

/** Elements of listed sets that count, with their packets: `{ value, packets }`. */
export function elementCounters(objects: Record<string, unknown>[]) {
  return objects.flatMap((object) => {
    const set = object.set as { elem?: unknown[] } | undefined;
    return (set?.elem ?? []).flatMap((item) => {
      const elem = (item as { elem?: { val: unknown; counter?: { packets: number } } }).elem;
      if (!elem?.counter) return [];
      // A concatenation (port . range) comes as `{ concat: [...] }`, an address as a string.
      const value =
        typeof elem.val === 'object' && elem.val !== null && 'concat' in elem.val
          ? elem.val.concat
          : elem.val;
      return [{ value, packets: elem.counter.packets }];
    });
  });
}

/** Named counters of a listed table: `{ name, packets }`. */
export function namedCounters(objects: Record<string, unknown>[]) {
  return objects.flatMap((object) => {
    const counter = object.counter as { name: string; packets: number } | undefined;
    return counter ? [counter] : [];
  });
}
