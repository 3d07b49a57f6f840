import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { privateDir, writePrivateFile } from '../shared/private-files';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each mail is logged with its text (links included)
 * and kept as an .eml file in DATA_DIR/outbox, so a fresh install works without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string | null;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail (no SMTP_URL)',
      );
      if (options.outboxDir) {
        await privateDir(options.outboxDir);
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
        await writePrivateFile(path.join(options.outboxDir, name), info.message as Buffer);
      }
    },
    close: () => transport.close(),
  };
}
