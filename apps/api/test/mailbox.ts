import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  url: string;
  /** Waits for the next mail to an address (with this subject, if given) not taken yet. */
  next(to: string, subject?: string): Promise<ParsedMail>;
  /** Keeps every mail's SMTP transaction open until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port that keeps what it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      Promise.all([simpleParser(stream), held])
        .then(([mail]) => {
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string, subject: string | undefined) => {
    const index = received.findIndex((m) => {
      const addresses = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
      const addressed = addresses.some((a) =>
        a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()),
      );
      return addressed && (subject === undefined || m.subject === subject);
    });
    return index === -1 ? undefined : received.splice(index, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    next(to, subject) {
      const timeoutMs = 10_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to, subject);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        held = Promise.resolve();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that points at the given route. */
export function linkIn(mail: ParsedMail, route: string): URL {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://\\S*${escaped}/\\S+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${route} link in mail: ${mail.text}`);
  return new URL(match[0]);
}

/** The token a mailed link carries: the last segment of the link to the given route. */
export function tokenIn(mail: ParsedMail, route: string): string {
  return linkIn(mail, route).pathname.split('/').at(-1) ?? '';
}
