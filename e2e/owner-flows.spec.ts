import type { Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/account';
import { checkScreen, expect, test } from './support/fixtures';

/** A fresh owner, signed in, with one network named `Survival`. */
async function ownerWithNetwork(page: Page) {
  const owner = newAccount('Owen');
  await signUp(page, owner);
  await logIn(page, owner);
  await page.goto('/networks/overview');
  await page.getByRole('textbox', { name: 'Network name', exact: true }).fill('Survival');
  await page.getByRole('button', { name: 'Create network' }).click();
  await expect(page.getByRole('textbox', { name: /Protected address/ })).toBeVisible();
  return owner;
}

/**
 * Where a new owner tripped (issue 29, points 11 to 15): each test walks one flow against the
 * real server, in English at 1280 px, and keeps screenshots of the screens it changed.
 */
test('the backend set form: a bare host gets 25565, a refusal goes once edited, setup is explained', async ({
  page,
}) => {
  await ownerWithNetwork(page);
  await page.goto('/networks/backends');
  await page.getByRole('button', { name: 'Add backend set' }).click();
  const dialog = page.getByRole('dialog');
  const backend = dialog.getByRole('textbox', { name: 'Backend 1', exact: true });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby');
  await backend.fill('10.0.0.5');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const refusal = dialog.getByText(/must be a public address/);
  await expect(refusal).toBeVisible();
  await backend.fill('lobby-1.example.com');
  await expect(refusal).toBeHidden();

  // How to turn each switch on in the backend, under the switch, before it is switched on.
  const guides = dialog.getByRole('button', { name: 'How to turn it on in your server' });
  await expect(guides).toHaveCount(2);
  await guides.first().click();
  await expect(dialog.getByText(/^Paper: proxies\.proxy-protocol: true/)).toBeVisible();
  await expect(dialog.getByText(/^Velocity: haproxy-protocol = true/)).toBeVisible();
  await expect(dialog.getByText(/^BungeeCord: proxy_protocol: true/)).toBeVisible();
  await guides.last().click();
  await expect(dialog.getByText(/^Velocity: on the proxy/)).toBeVisible();
  // The owner gets the key the plugin checks with.
  await expect(dialog.getByLabel('The network’s key').first()).toHaveText(/\S{16,}/);
  await checkScreen(page, 'flows-backend-set-form');

  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('lobby-1.example.com:25565')).toBeVisible();
});
