import { expect, type Page } from '@playwright/test';
import { linkIn, nextMail } from './mail';

export interface Account {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

let accounts = 0;

/** A fresh account's details; addresses are unique per run. */
export function newAccount(firstname: string): Account {
  accounts += 1;
  const stamp = `${Date.now().toString(36)}${accounts}`;
  return {
    firstname,
    lastname: 'Tester',
    email: `${firstname.toLowerCase()}.${stamp}@players.example`,
    password: `correct-horse-${stamp}`,
  };
}

/**
 * Waits until the ALTCHA widget has solved its challenge (the submit button is enabled only
 * then); the widget starts when the form gets focus, as it does for a person typing.
 */
async function submitWhenSolved(page: Page, name: RegExp) {
  const submit = page.getByRole('button', { name });
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await submit.click();
}

/** Signs up through /register and activates the account from the mail's link. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstname);
  await page.getByLabel('Last name').fill(account.lastname);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(account.password);
  await submitWhenSolved(page, /create account/i);
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const mail = await nextMail(account.email, /activ/i);
  await page.goto(linkIn(mail, '/activate-account/'));
  await expect(page.getByText('Account activated')).toBeVisible();
}

/** Signs in through /login (with a second factor when given) and waits to leave the page. */
export async function logIn(page: Page, account: Account, code?: () => Promise<string>) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await submitWhenSolved(page, /^sign in$/i);
  if (code) {
    const field = page.getByLabel('Authentication code');
    await expect(field).toBeVisible();
    await field.fill(await code());
    await submitWhenSolved(page, /^sign in$/i);
  }
  await expect(page).not.toHaveURL(/\/login/);
}
