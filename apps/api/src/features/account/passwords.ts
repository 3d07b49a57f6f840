import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's second recommended profile: 19 MiB, 2 passes.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// A real hash to verify against when the account does not exist, so timing does not reveal it.
const decoy = hash('palisade-decoy-password', options);

export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password);
}
