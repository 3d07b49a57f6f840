import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';

/** A Curve25519 key pair in WireGuard's form: the raw 32-byte keys in standard base64. */
export function wireguardKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  const raw = (jwk: JsonWebKey, part: 'x' | 'd') =>
    Buffer.from(jwk[part] as string, 'base64url').toString('base64');
  return {
    publicKey: raw(publicKey.export({ format: 'jwk' }), 'x'),
    privateKey: raw(privateKey.export({ format: 'jwk' }), 'd'),
  };
}
