import { expect, type Page } from '@playwright/test';
import { type Account, logIn, newAccount, signUp } from './account';

/**
 * A new account, signed in, with a network and a backend set (Lobby), as a customer makes them
 * through the dashboard.
 */
export async function ownerWithNetwork(page: Page, firstname: string): Promise<Account> {
  const owner = newAccount(firstname);
  await signUp(page, owner);
  await logIn(page, owner);
  await page.goto('/networks/overview');
  await page.getByRole('textbox', { name: 'Network name', exact: true }).fill('Craft');
  await page.getByRole('button', { name: 'Create network' }).click();
  await expect(page.getByRole('textbox', { name: /Protected address/ })).toBeVisible();
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
