import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailSpool {
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server that writes every message it receives, raw, into `dir` (one `.eml` file
 * each, numbered in arrival order). It runs in Playwright's main process; the test workers are
 * other processes and read the files (see mail.ts).
 */
export async function startMailSpool(dir: string): Promise<MailSpool> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${String(count).padStart(5, '0')}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
