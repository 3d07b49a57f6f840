import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { stackEnv } from './stack-env';

const taken = new Set<string>();

function addressedTo(mail: ParsedMail, to: string): boolean {
  const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return list.some((a) => a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));
}

/** Waits for the next mail to `to` (with a subject matching `subject`) not read before. */
export async function nextMail(to: string, subject?: RegExp, timeoutMs = 15_000) {
  const dir = stackEnv().mailDir;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of (await readdir(dir)).sort()) {
      if (taken.has(name)) continue;
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      if (!addressedTo(mail, to) || (subject && !subject.test(mail.subject ?? ''))) continue;
      taken.add(name);
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} in ${timeoutMs} ms`);
}

/** The first link in a mail's text whose path contains `route`, as a path for page.goto. */
export function linkIn(mail: ParsedMail, route: string): string {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://\\S*${escaped}\\S*`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${route} link in mail: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
