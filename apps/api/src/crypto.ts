import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and refresh tokens (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is a safe way to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** AES-256-GCM for secrets we must read back (TOTP seeds): iv.tag.ciphertext in base64url. */
export function seal(plain: string, keyHex: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, keyHex: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
