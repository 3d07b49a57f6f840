import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A network's CNAME label: 16 characters of base32 (80 random bits), lower case as DNS names are
 * shown. Migration 0024 gives existing networks labels of the same form.
 */
export function newDnsLabel(): string {
  return Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join('');
}
