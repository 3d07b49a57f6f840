import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readlink, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const holderScript = fileURLToPath(new URL('../../test/lock-holder.ts', import.meta.url));
const inUse = () => new Error('in use');

let root: string;
let dir: string;
const children: ChildProcess[] = [];

/** A separate process that locks `dir`; resolves with its first line ('locked' or why not). */
function holder() {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const said = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`holder exited ${code} saying ${out}`)));
  });
  return { child, said };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A pid no process has: one that just ended. */
async function deadPid() {
  const child = spawn('true');
  await exited(child);
  return child.pid ?? 0;
}

/** What a crashed holder leaves behind: a fresh lock folder and its owner note. */
async function leftBehind(owner: { pid: number; host: string; pidNamespace: string | null }) {
  await mkdir(`${dir}.lock`, { recursive: true });
  await writeFile(`${dir}.owner`, JSON.stringify(owner));
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'palisade-lock-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

describe('the embedded database lock', { timeout: 60_000 }, () => {
  it('refuses a live holder and is taken at once when the holder was killed', async () => {
    dir = path.join(root, 'killed');
    await mkdir(dir);
    const first = holder();
    expect(await first.said).toBe('locked');
    await expect(lockDataDir(dir, inUse)).rejects.toThrow('in use');

    first.child.kill('SIGKILL');
    await exited(first.child);
    // The lock is not stale yet: its holder was refreshing it moments ago.
    expect(Date.now() - (await stat(`${dir}.lock`)).mtimeMs).toBeLessThan(15_000);
    // Two processes restarting at once for the dead one: exactly one gets the folder.
    const [a, b] = [holder(), holder()];
    const answers = await Promise.allSettled([a.said, b.said]);
    const said = answers.map((x) => (x.status === 'fulfilled' ? x.value : String(x.reason)));
    expect(said.sort()).toEqual([expect.stringContaining('in use'), 'locked']);
  });

  it('is released for the next process on a clean stop', async () => {
    dir = path.join(root, 'released');
    await mkdir(dir);
    const release = await lockDataDir(dir, inUse);
    await expect(lockDataDir(dir, inUse)).rejects.toThrow('in use');
    await release();
    const again = await lockDataDir(dir, inUse);
    await again();
  });

  it('keeps refusing a holder it cannot see until the lock is stale', async () => {
    dir = path.join(root, 'unseen');
    await mkdir(dir);
    const namespace = await readlink('/proc/self/ns/pid').catch(() => null);
    const pid = await deadPid();
    // On another host, or in another container on the same host: its pid says nothing here.
    await leftBehind({ pid, host: 'elsewhere.example.com', pidNamespace: namespace });
    await expect(lockDataDir(dir, inUse)).rejects.toThrow('in use');
    await leftBehind({ pid, host: hostname(), pidNamespace: 'pid:[1]' });
    await expect(lockDataDir(dir, inUse)).rejects.toThrow('in use');
    // A note that cannot be read proves nothing either.
    await writeFile(`${dir}.owner`, '{"pid":');
    await expect(lockDataDir(dir, inUse)).rejects.toThrow('in use');

    // Once its holder stopped refreshing it for 15 s, anyone takes it.
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${dir}.lock`, minuteAgo, minuteAgo);
    const release = await lockDataDir(dir, inUse);
    await release();
  });

  it('takes a lock left by a process of this host that is gone', async () => {
    dir = path.join(root, 'gone');
    await mkdir(dir);
    const namespace = await readlink('/proc/self/ns/pid').catch(() => null);
    await leftBehind({ pid: await deadPid(), host: hostname(), pidNamespace: namespace });
    const release = await lockDataDir(dir, inUse);
    await release();
  });
});
