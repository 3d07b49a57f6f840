import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { loadSecrets } from '../secrets';

let parent: string;
let umask: number;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'palisade-modes-'));
  // The loosest umask there is: nothing Palisade writes may be readable by others anyway.
  umask = process.umask(0);
});
afterAll(async () => {
  process.umask(umask);
  await rm(parent, { recursive: true, force: true });
});

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('the data directory', () => {
  it('is 0700 with its secrets 0600, whatever the umask', async () => {
    const dataDir = path.join(parent, 'data');
    await loadSecrets(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('keeps the mail outbox 0700 and each mail 0600', async () => {
    const outboxDir = path.join(parent, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Palisade <no-reply@palisade.test>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
    mailer.close();
    expect(await mode(outboxDir)).toBe(0o700);
    const [mail] = await readdir(outboxDir);
    expect(await mode(path.join(outboxDir, mail as string))).toBe(0o600);
  });
});
