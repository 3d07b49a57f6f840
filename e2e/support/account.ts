import { expect, type Page } from '@playwright/test';
import { checkScreen } from './fixtures';
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
 * Fills a form and submits it once the ALTCHA widget has solved its challenge (the submit
 * button is enabled only then; the widget starts solving as soon as it appears). Should it stay
 * at "Verifying…", the page is loaded again for a new challenge, as a person would, up to three
 * times.
 */
async function submitWhenSolved(page: Page, fill: () => Promise<void>, name: RegExp) {
  const submit = page.getByRole('button', { name });
  for (let attempt = 1; ; attempt += 1) {
    await fill();
    try {
      await expect(submit).toBeEnabled({ timeout: 30_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.reload();
    }
  }
  await submit.click();
}

/**
 * Signs up through /register (the page shown, or a fresh one) and activates the account from
 * the mail's link; with `check`, each of these screens is checked on the way.
 */
export async function signUp(page: Page, account: Account, check = false) {
  if (!page.url().includes('/register')) await page.goto('/register');
  if (check) await checkScreen(page, 'register');
  await submitWhenSolved(
    page,
    async () => {
      await page.getByLabel('First name').fill(account.firstname);
      await page.getByLabel('Last name').fill(account.lastname);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await page.getByLabel('Repeat password').fill(account.password);
    },
    /create account/i,
  );
  await expect(page.getByText('Check your inbox')).toBeVisible();
  if (check) await checkScreen(page, 'register-done');
  const mail = await nextMail(account.email, /activ/i);
  await page.goto(linkIn(mail, '/activate-account/'));
  await expect(page.getByText('Account activated')).toBeVisible();
  if (check) await checkScreen(page, 'activate-account');
}

/** Signs in through /login (with a second factor when given) and waits to leave the page. */
export async function logIn(
  page: Page,
  account: Account,
  code?: () => Promise<string>,
  check = false,
) {
  if (!page.url().includes('/login')) await page.goto('/login');
  if (check) await checkScreen(page, 'login');
  await submitWhenSolved(
    page,
    async () => {
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    },
    /^sign in$/i,
  );
  if (code) {
    const field = page.getByLabel('Authentication code');
    await expect(field).toBeVisible();
    if (check) await checkScreen(page, 'login-code');
    const value = await code();
    await submitWhenSolved(page, () => field.fill(value), /^sign in$/i);
  }
  await expect(page).not.toHaveURL(/\/login/);
}

/** A new account, signed up, activated and signed in on `page`. */
export async function signedIn(page: Page, firstname: string): Promise<Account> {
  const account = newAccount(firstname);
  await signUp(page, account);
  await logIn(page, account);
  return account;
}
