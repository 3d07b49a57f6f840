import { chmod, mkdir, writeFile } from 'node:fs/promises';

/**
 * A directory only this user can read (DATA_DIR holds secrets, the database and mails): made
 * 0700, and set so even when it existed or the umask is loose, since mkdir's mode obeys umask.
 */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** A file only this user can read, 0600 whatever the umask or its earlier mode. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await writeFile(file, data, { mode: 0o600 });
  await chmod(file, 0o600);
}
