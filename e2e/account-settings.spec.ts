import { logIn, signedIn } from './support/account';
import { checkScreen, expect, test } from './support/fixtures';
import { linkIn, nextMail } from './support/mail';
import { totpCode } from './support/totp';

/**
 * An owner's account settings, each confirmed where a person would: a new e-mail address from
 * the mail, two-factor authentication from the app, a forgotten password from the mail, and a
 * sign-in with the new password and a code.
 */
test('an owner changes e-mail, turns on two-factor and resets a forgotten password', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const owner = await signedIn(page, 'Olivia');

  await test.step('a new e-mail address, confirmed from the mail', async () => {
    const address = `olivia.new.${Date.now().toString(36)}@players.example`;
    await page.goto('/pages/profile?tab=email');
    await page.getByRole('textbox', { name: 'New e-mail', exact: true }).fill(address);
    await page.getByRole('textbox', { name: 'Repeat the new e-mail' }).fill(address);
    await page.getByRole('textbox', { name: 'Current password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(page.getByText(`We sent a link to ${address}.`)).toBeVisible();
    await checkScreen(page, 'settings-email');
    await page.goto(linkIn(await nextMail(address, /new e-mail/), '/confirm-email/'));
    await expect(page.getByText(`Your account now uses ${address}.`)).toBeVisible();
    await checkScreen(page, 'confirm-email');
    owner.email = address;
  });

  let secret = '';
  let usedStep = 0;
  await test.step('two-factor authentication: QR code, secret, recovery codes', async () => {
    await page.goto('/pages/profile?tab=twoFactor');
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    // The secret is shown to type in by hand (base32), next to its copy button.
    secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
    await expect(page.getByRole('button', { name: 'Copy: Secret' })).toBeVisible();
    await checkScreen(page, 'settings-2fa-setup');
    const { step, code } = await totpCode(secret);
    usedStep = step;
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(code);
    // Turning it on asks for the password too: a stolen session alone must not do it.
    await page.getByRole('textbox', { name: 'Current password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page
      .getByRole('alert')
      .filter({ hasText: 'Your recovery codes' })
      .locator('code');
    await expect(codes).toHaveCount(10);
    await checkScreen(page, 'settings-2fa-recovery');
    await nextMail(owner.email, /Two-factor authentication is on/);
  });

  await test.step('sign out, forget the password, set a new one from the mail', async () => {
    await page.getByRole('button', { name: /^Olivia Tester/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page has an e-mail field too: it stays until the next page's code has loaded.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(owner.email);
    await checkScreen(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
    await page.goto(linkIn(await nextMail(owner.email, /reset/i), '/reset-password/'));
    owner.password = `${owner.password}-new`;
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByLabel('Repeat password').fill(owner.password);
    await checkScreen(page, 'reset-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
  });

  await test.step('sign in with the new password and a code from the app', async () => {
    await logIn(page, owner, async () => (await totpCode(secret, usedStep)).code, true);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await checkScreen(page, 'dashboard');
  });
});
