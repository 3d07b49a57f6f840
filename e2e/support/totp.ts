import { generate } from 'otplib';

const step = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / step);

/**
 * The code an authenticator app shows for `secret` now, as a TOTP time step and code. A code
 * signs in once: for a step already used, this waits for the next one, as a person would.
 */
export async function totpCode(secret: string, after?: number) {
  while (after !== undefined && stepNow() <= after) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const current = stepNow();
  return { step: current, code: await generate({ secret, epoch: current * step }) };
}
