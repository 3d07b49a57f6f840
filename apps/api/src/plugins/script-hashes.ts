import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of an HTML page, so the page's own scripts
 * run and nothing else inline does (no `'unsafe-inline'`). The hash covers the script's exact
 * text between the tags, as browsers compute it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes of the built dashboard's index.html (none without a build). */
export function dashboardScriptHashes(webDist: string | null): string[] {
  if (!webDist) return [];
  try {
    return inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
