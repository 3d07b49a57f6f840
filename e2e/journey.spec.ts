import { type Account, logIn, newAccount, signUp } from './support/account';
import { publishTxt } from './support/dns';
import { checkScreen, expect, test } from './support/fixtures';

/**
 * What a new customer does on the first day, in one browser, against the real server: sign
 * up, activate, sign in, create a network, a backend set, a verified domain and firewall rules.
 */
test('a new customer sets up a protected network', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const owner: Account = newAccount('Olivia');
  const domainName = `play.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;

  await test.step('sign up, activate from the mail, sign in', async () => {
    await signUp(page, owner);
    await logIn(page, owner);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
  });

  await test.step('create a network', async () => {
    await page.goto('/networks/overview');
    await checkScreen(page, 'network-overview-empty');
    await page.getByRole('textbox', { name: 'Network name', exact: true }).fill('Survival');
    await page.getByRole('button', { name: 'Create network' }).click();
    await expect(page.getByRole('textbox', { name: /Protected address/ })).toHaveValue(
      /^\d+\.edge\.palisade\.test$/,
    );
    await checkScreen(page, 'network-overview');
  });

  await test.step('add a backend set', async () => {
    await page.goto('/networks/backends');
    await expect(page.getByText('No backend sets yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add backend set' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby');
    await dialog.getByRole('textbox', { name: 'Backend 1', exact: true }).fill('not a backend');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(/Use host:port/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Backend 1', exact: true }).fill('10.0.0.5:25565');
    await dialog.getByRole('button', { name: 'Add a backend' }).click();
    await dialog.getByRole('textbox', { name: 'Backend 2', exact: true }).fill('10.0.0.6:25565');
    await dialog.getByLabel('PROXY protocol v2').check();
    await expect(dialog.getByText(/proxy-protocol: true/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Lobby' })).toBeVisible();
    await expect(page.getByText('10.0.0.6:25565')).toBeVisible();
    await checkScreen(page, 'backend-sets');
  });

  await test.step('add a domain and verify it with the TXT record shown', async () => {
    await page.goto('/networks/manage');
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Domain name', exact: true }).fill(domainName);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const records = page.getByRole('dialog', { name: /DNS records/ });
    await expect(records).toBeVisible();
    const txtName = await records.getByRole('textbox', { name: 'TXT Name' }).inputValue();
    const txtValue = await records.getByRole('textbox', { name: 'TXT Value' }).inputValue();
    await expect(records.getByRole('textbox', { name: 'CNAME Value' })).toHaveValue(
      /\.edge\.palisade\.test$/,
    );
    expect(txtName).toBeTruthy();
    expect(txtValue).toBeTruthy();
    // Verifying before the record exists explains what was looked for.
    await records.getByRole('button', { name: 'Verify now' }).click();
    await expect(records.getByText('Not verified yet')).toBeVisible();
    await publishTxt(txtName, [txtValue]);
    await records.getByRole('button', { name: 'Verify now' }).click();
    await expect(records.getByText('Verified', { exact: true })).toBeVisible();
    await checkScreen(page, 'domain-records');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(domainName) })).toContainText('Verified');
    await checkScreen(page, 'domains');
  });

  await test.step('firewall entries of all three kinds', async () => {
    await page.goto('/networks/mitigation-settings');
    await page.getByRole('button', { name: 'Add IP rule' }).click();
    let dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'IP address or CIDR block', exact: true })
      .fill('203.0.113.0/24');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: /203\.0\.113\.0\/24/ })).toContainText('Block');

    await page.getByRole('tab', { name: 'ASNs' }).click();
    await page.getByRole('button', { name: 'Add ASN rule' }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Autonomous system number', exact: true })
      .fill('AS64500');
    await dialog.getByText('Allow', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: /AS64500/ })).toContainText('Allow');

    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByRole('button', { name: 'Add country rule' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Country').fill('Germ');
    await page.getByRole('option', { name: /Germany/ }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: /Germany \(DE\)/ })).toContainText('Block');
  });
});
