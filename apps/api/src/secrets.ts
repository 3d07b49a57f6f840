import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import { privateDir, writePrivateFile } from './shared/private-files';

export interface Secrets {
  jwt: string;
  captchaHmac: string;
  /** 32-byte key (hex) that seals secrets we must read back, such as TOTP seeds. */
  dataKey: string;
}

/**
 * Secrets come from the environment when given (every API process of a scale-out must share
 * them); otherwise they are generated once and kept in DATA_DIR/secrets.json.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const kept: Secrets = {
    jwt: stored.jwt ?? randomBytes(32).toString('base64url'),
    captchaHmac: stored.captchaHmac ?? randomBytes(32).toString('base64url'),
    dataKey: stored.dataKey ?? randomBytes(32).toString('hex'),
  };
  if (
    kept.jwt !== stored.jwt ||
    kept.captchaHmac !== stored.captchaHmac ||
    kept.dataKey !== stored.dataKey
  ) {
    await privateDir(config.dataDir);
    await writePrivateFile(file, `${JSON.stringify(kept, null, 2)}\n`);
  }
  const secrets: Secrets = {
    jwt: config.secrets.jwt ?? kept.jwt,
    captchaHmac: config.secrets.captchaHmac ?? kept.captchaHmac,
    dataKey: config.secrets.dataKey ?? kept.dataKey,
  };
  return secrets;
}
