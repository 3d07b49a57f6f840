import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the running stack is, as global-setup.ts wrote it down for the test workers. */
export interface StackState {
  root: string;
  baseUrl: string;
  mailDir: string;
  zoneFile: string;
  /** The environment `palisade start` and operator commands run with. */
  env: Record<string, string>;
  pid: number;
}

export const stateFileVariable = 'PALISADE_E2E_STATE';

/** The current stack state; read anew each time, since an operator step restarts the server. */
export function stackEnv(): StackState {
  return JSON.parse(readFileSync(stateFile(), 'utf8')) as StackState;
}

/**
 * The state file's path. The one place the e2e code reads the environment: global setup sets
 * it for the workers (an operator step writes the restarted server's pid there).
 */
export function stateFile(): string {
  const file = process.env[stateFileVariable];
  if (!file)
    throw new Error(`${stateFileVariable} is unset: run the specs with \`npx playwright test\``);
  return file;
}

export function setStateFile(file: string) {
  process.env[stateFileVariable] = file;
}

/**
 * The file where each checked screen is written down as "spec file<TAB>path", by every worker
 * of the run: global teardown asserts that a run of every spec checked every route.
 */
export const checkedScreensFile = (root: string) => path.join(root, 'checked-screens.tsv');
