import { readFileSync } from 'node:fs';

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

// The one place the e2e code reads the environment: global setup sets this for the workers.
const stateFile = () => process.env[stateFileVariable];

/** The current stack state; read anew each time, since an operator step restarts the server. */
export function stackEnv(): StackState {
  const file = stateFile();
  if (!file)
    throw new Error(`${stateFileVariable} is unset: run the specs with \`npx playwright test\``);
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}

export function setStateFile(file: string) {
  process.env[stateFileVariable] = file;
}
