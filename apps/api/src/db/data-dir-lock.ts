import { readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { z } from 'zod';

/**
 * PGlite is one process's database: the folder is locked (`<dir>.lock`, proper-lockfile), and
 * the holder refreshes the lock every 5 s, so a holder that vanished is taken over once the lock
 * is 15 s old. That alone made a supervisor restarting Palisade after a crash fail for 15 s, so
 * the holder also writes who it is (`<dir>.owner`): a lock whose holder ran on this host, in
 * this PID namespace, and is no longer a process is taken at once. A live holder, or one on
 * another host or container (whose processes we cannot see), is still refused until stale.
 * Taking a lock and writing its owner happen under a short gate lock, so two starters racing
 * for a dead holder's lock cannot both win
 * (docs/decisions/2026-11-25-embedded-database-lock-takeover.md).
 */

const stale = 15_000;
const owner = z.object({
  pid: z.number().int(),
  host: z.string(),
  pidNamespace: z.string().nullable(),
});
type Owner = z.infer<typeof owner>;

// Processes of another PID namespace (another container on the same volume) are not ours to see.
const pidNamespace = () => readlink('/proc/self/ns/pid').catch(() => null);

async function holderIsGone(ownerFile: string): Promise<boolean> {
  const holder = owner.safeParse(
    await readFile(ownerFile, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null),
  );
  if (!holder.success) return false;
  const { pid, host, pidNamespace: namespace } = holder.data;
  if (host !== hostname() || namespace !== (await pidNamespace())) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Locks the folder for this process; `inUse` is the error for a folder another process holds. */
export async function lockDataDir(dir: string, inUse: () => Error): Promise<() => Promise<void>> {
  const ownerFile = `${dir}.owner`;
  const take = () => lockfile.lock(dir, { stale, update: 5_000 });
  const releaseGate = await lockfile.lock(ownerFile, {
    realpath: false,
    stale: 2_000,
    retries: { retries: 50, minTimeout: 50, maxTimeout: 200 },
  });
  try {
    const release = await take().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ELOCKED') throw error;
      if (!(await holderIsGone(ownerFile))) throw inUse();
      await rm(`${dir}.lock`, { recursive: true, force: true });
      return take().catch(() => {
        throw inUse();
      });
    });
    const me: Owner = { pid: process.pid, host: hostname(), pidNamespace: await pidNamespace() };
    await writeFile(ownerFile, JSON.stringify(me));
    return release;
  } finally {
    await releaseGate();
  }
}
