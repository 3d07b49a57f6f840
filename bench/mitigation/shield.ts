/**
 * Keeps the machine's other work off the proxy's core for the run, as `cset shield` does: every
 * task that may run on core 1 (databases, the kernel's memory monitor `kdamond`, whatever else
 * the shared machine runs) is moved to core 0, and moved back when the run ends. Core 1's busy
 * time is then the proxy's and the kernel's work for it, less what a quiet stretch still shows
 * (the core's own kernel threads, which cannot be moved). Without it a reclaim pass of
 * `kdamond` alone was a third of core 1's busy time in a flood's quiet seconds, and HAProxy's
 * reject measured 35 to 75 us from run to run.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** Whether a `Cpus_allowed_list` (`0-1`, `0,2-3`, `1`) holds core 1. */
const holdsCore1 = (list: string) =>
  list.split(',').some((part) => {
    const [from = '', to = from] = part.split('-');
    return Number(from) <= 1 && 1 <= Number(to);
  });

/** Runs `taskset -pc` for each task as one shell script; a task that refuses (a per-core kernel thread) or is gone is left. */
const setAffinity = (tasks: { tid: string; cpus: string }[]) =>
  spawnSync('sh', ['-s'], {
    input: tasks.map((t) => `taskset -pc ${t.cpus} ${t.tid} >/dev/null 2>&1\n`).join(''),
  });

/** Moves every movable task off core 1; answers the function that moves them back (once). */
export async function shieldCore1(): Promise<() => void> {
  const moved: { tid: string; cpus: string }[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const tids = await readdir(`/proc/${pid}/task`).catch(() => []);
    for (const tid of tids) {
      const status = await readFile(`/proc/${pid}/task/${tid}/status`, 'utf8').catch(() => '');
      const cpus = /^Cpus_allowed_list:\s*(\S+)$/m.exec(status)?.[1];
      if (cpus !== undefined && cpus !== '1' && holdsCore1(cpus)) moved.push({ tid, cpus });
    }
  }
  setAffinity(moved.map(({ tid }) => ({ tid, cpus: '0' })));
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    setAffinity(moved);
  };
}
