import { ping } from '@palisade/peers/minecraft';
import { expect, type Page } from '@playwright/test';
import { type Account, signedIn } from './account';
import { publishTxt } from './dns';
import { stackEnv } from './stack-env';

/** A new account, signed in, with one network named `name` and nothing in it. */
export async function ownerWithEmptyNetwork(
  page: Page,
  firstname: string,
  name: string,
): Promise<Account> {
  const owner = await signedIn(page, firstname);
  await page.goto('/networks/overview');
  await page.getByRole('textbox', { name: 'Network name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create network' }).click();
  await expect(page.getByRole('textbox', { name: /Protected address/ })).toBeVisible();
  return owner;
}

/**
 * A new account, signed in, with a network (Craft) and a backend set (Lobby), as a customer makes
 * them through the dashboard.
 */
export async function ownerWithNetwork(page: Page, firstname: string): Promise<Account> {
  const owner = await ownerWithEmptyNetwork(page, firstname, 'Craft');
  await page.goto('/networks/backends');
  await page.getByRole('button', { name: 'Add backend set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby');
  await dialog
    .getByRole('textbox', { name: 'Backend 1', exact: true })
    .fill('lobby.example.com:25565');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  return owner;
}

/** Stores the language and theme as the settings menu would, for the next page load. */
export async function prefer(page: Page, language: string, theme: 'light' | 'dark') {
  await page.evaluate(
    ([l, t]) => {
      const stored = JSON.parse(localStorage.getItem('palisade.preferences') ?? '{}');
      localStorage.setItem(
        'palisade.preferences',
        JSON.stringify({ ...stored, language: l, theme: t }),
      );
    },
    [language, theme],
  );
}

/** The four ways each screen is looked at: two themes, four languages, desktop and phone. */
export const modes = [
  ['en', 'dark', 1280],
  ['de', 'light', 1280],
  ['fr', 'dark', 390],
  ['pt', 'light', 390],
] as const;

/** Whether the test stack's Java edge routes `domain` (it names a domain it does not serve). */
export async function edgeRoutes(domain: string): Promise<boolean> {
  const reply = await ping(Number(stackEnv().env.EDGE_JAVA_PORT), domain).catch(() => null);
  return !JSON.stringify(reply?.description ?? '').includes('not served');
}

/**
 * Adds `domain` to the signed-in owner's network through the dashboard, publishes its TXT
 * record, verifies it, and waits until the edge routes it: a player who comes sooner would meet
 * "not served here" instead of the network's settings.
 */
export async function verifiedDomain(page: Page, domain: string, { botCheck = false } = {}) {
  await page.goto('/networks/manage');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Domain name' }).fill(domain);
  if (botCheck) await form.getByLabel('Bot-attack check').check();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const records = page.getByRole('dialog', { name: /DNS records/ });
  const txtName = await records.getByRole('textbox', { name: 'TXT Name' }).inputValue();
  const txtValue = await records.getByRole('textbox', { name: 'TXT Value' }).inputValue();
  await publishTxt(txtName, [txtValue]);
  await records.getByRole('button', { name: 'Verify now' }).click();
  await expect(records.getByText('Verified', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => edgeRoutes(domain), { timeout: 30_000 }).toBe(true);
}
