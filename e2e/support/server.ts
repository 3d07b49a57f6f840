import { execFile, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type StackState, stackEnv, stateFile } from './stack-env';

const cli = path.resolve('apps/api/bin/palisade.js');

// Generous: a cold start migrates a fresh embedded database, and the machine may be busy.
async function waitHealthy(baseUrl: string, pid: number, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error('palisade start exited; see palisade.log in the e2e state folder');
    }
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`palisade did not answer /healthz within ${timeoutMs} ms`);
}

/** Starts `palisade start` with the stack's environment and records its pid in the state file. */
export async function startServer(state: Omit<StackState, 'pid'>, stateFile: string) {
  const log = openSync(path.join(state.root, 'palisade.log'), 'a');
  const child = spawn(process.execPath, [cli, 'start'], {
    env: { ...process.env, ...state.env },
    stdio: ['ignore', log, log],
  });
  const pid = child.pid as number;
  child.unref();
  const next: StackState = { ...state, pid };
  await writeFile(stateFile, JSON.stringify(next, null, 2));
  try {
    await waitHealthy(state.baseUrl, pid);
  } catch (error) {
    await stopServer(next);
    throw error;
  }
  return next;
}

/** Stops the server gracefully and waits until the process is gone (it holds the database). */
export async function stopServer(state: StackState) {
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(state.pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(state.pid, 'SIGKILL');
}

/** Runs an operator command (`npx palisade …`) against the stack's database. */
export async function operator(state: StackState, args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args], {
    env: { ...process.env, ...state.env },
  });
  return stdout;
}

/**
 * Runs an operator command as an operator does with the embedded database, which one process
 * holds at a time: stop `palisade start`, run the command, start the server again on the same
 * data directory (sessions survive: the keys are kept there). Pages should not be polling the
 * API meanwhile.
 */
export async function operatorStep(args: string[]) {
  const state = stackEnv();
  await stopServer(state);
  try {
    return await operator(state, args);
  } finally {
    const { pid: _, ...rest } = state;
    await startServer(rest, stateFile());
  }
}
