import { hostname, userInfo } from 'node:os';
import type { Command } from 'commander';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { Actor } from '../features/admin/audit';

/** Every command group registers itself on the program. */
export type Register = (program: Command) => void;

export function config() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/** Runs an operator command against the configured database, prepared as `start` would. */
export async function withDatabase<T>(run: (db: Db) => Promise<T>) {
  const cfg = config();
  const [{ openDatabase }, { prepare }] = await Promise.all([
    import('../db/client'),
    import('../deps'),
  ]);
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  try {
    await database.migrate();
    await prepare(cfg, database.db);
    return await run(database.db);
  } finally {
    await database.close();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Ends the command with what is wrong with each option, named as typed (`--bedrock-ports`). */
export function failOptions(error: z.ZodError): never {
  const option = (key: PropertyKey | undefined) =>
    `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  fail(error.issues.map((i) => `${option(i.path[0])}: ${i.message}`).join('\n'));
}

/** The CLI in the audit: whoever has a shell on the API host, by user and host name. */
export function cliActor(): Actor {
  const who = userInfo().username;
  return { operatorId: null, email: `cli:${who}`, source: `cli@${hostname()}` };
}

/** Runs an operator action; a refusal (AppError) ends the command with its message. */
export async function refusedOrDone<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  }
}
