import { type Account, logIn, newAccount, signUp } from './support/account';
import { checkScreen, expect, test, visit } from './support/fixtures';
import { linkIn, nextMail } from './support/mail';
import { ownerWithNetwork, verifiedDomain } from './support/network';

/**
 * A network's sub-users: the owner invites a helper who may view the network and its domains;
 * the helper signs up from the invitation in a browser of their own, accepts it, and sees only
 * what the invitation allows.
 */
test('an owner invites a helper who signs up, accepts and may only view domains', async ({
  page,
  watchedContext,
}) => {
  test.setTimeout(5 * 60_000);
  const owner = await ownerWithNetwork(page, 'Olivia');
  const helper: Account = newAccount('Hugo');
  const domainName = `play.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;
  await verifiedDomain(page, domainName);

  await test.step('invite a helper who may view the network and its domains', async () => {
    await page.goto('/networks/sub-users');
    await expect(page.getByText(/Nobody else manages this network/)).toBeVisible();
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(helper.email);
    for (const area of ['Backends', 'Firewall', 'Analytics', 'Attacks'])
      await dialog.getByRole('switch', { name: `${area}: View` }).uncheck();
    await expect(dialog.getByRole('switch', { name: 'Domains: View' })).toBeChecked();
    await checkScreen(page, 'sub-user-invite');
    await dialog.getByRole('button', { name: 'Invite someone' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(helper.email) })).toContainText(
      'Invited',
    );
    await checkScreen(page, 'sub-users');
  });

  await test.step('the helper signs up from the invitation and accepts it', async () => {
    const guest = await (await watchedContext()).newPage();
    const invite = linkIn(await nextMail(helper.email, /shared the network/), '/verify');
    await guest.goto(invite);
    await expect(guest).toHaveURL(/\/login\?to=/);
    await guest.getByRole('link', { name: 'Create an account' }).click();
    await expect(guest).toHaveURL(/\/register\?to=/);
    await signUp(guest, helper);
    // Back to the invitation from the mail: sign in, and the page to accept it follows.
    await guest.goto(invite);
    await expect(guest).toHaveURL(/\/login\?to=/);
    await logIn(guest, helper);
    await expect(
      guest.getByText('You were invited to help manage the network “Craft”.'),
    ).toBeVisible();
    await checkScreen(guest, 'accept-invite');
    await guest.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(guest.getByText('You now help manage “Craft”.')).toBeVisible();
    await expect(guest.getByText('Domains', { exact: true })).toBeVisible();
    await expect(guest.getByText('Firewall', { exact: true })).toBeHidden();
    await checkScreen(guest, 'accept-invite-done');

    // The helper sees the shared network's domain, and not its firewall.
    await guest.getByRole('link', { name: 'Open the network' }).click();
    await expect(guest.getByRole('textbox', { name: /Protected address/ })).toBeVisible();
    await guest.goto('/networks/manage');
    await expect(guest.getByRole('row', { name: new RegExp(domainName) })).toContainText(
      'Verified',
    );
    // Viewing only: no add, edit or delete, and a note says why.
    await expect(guest.getByText(/^View only: the network’s owner/)).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Add domain' })).toBeHidden();
    await expect(guest.getByRole('button', { name: `Delete: ${domainName}` })).toBeHidden();
    await checkScreen(guest, 'sub-user-domains');
    // Settings without update_network are a read-only form; the firewall is refused.
    await guest.goto('/networks/mitigation-settings');
    const layer7 = guest.getByRole('region', { name: 'Layer-7 mitigation' });
    await expect(
      layer7.getByRole('textbox', { name: 'Message shown to kicked players' }),
    ).toBeDisabled();
    await expect(layer7.getByRole('button', { name: 'Save' })).toBeHidden();
    await expect(layer7.getByText(/^View only/)).toBeVisible();
    await expect(guest.getByText('You are not allowed to do this.').first()).toBeVisible();
    await checkScreen(guest, 'sub-user-firewall-refused');
    // A screen the helper may not read is out of the menu, and its address says why.
    const nav = guest.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Domain Management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Attack History' })).toBeHidden();
    await guest.goto('/networks/attack-history');
    await expect(
      guest.getByText('Your access to Craft does not include this page.', { exact: false }),
    ).toBeVisible();
    await expect(guest.getByRole('table')).toBeHidden();
    await checkScreen(guest, 'sub-user-not-permitted');
    // The dashboard and the shell ask only for what the helper may read: no figures, no attacks.
    const refused: string[] = [];
    guest.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await guest.goto('/dashboard/overview');
    await expect(guest.getByRole('heading', { name: 'Account Dashboard' })).toBeVisible();
    await guest.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await guest.context().close();

    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(helper.email) })).toContainText(
      'Accepted',
    );
  });

  await test.step('in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await visit(page, '/networks/sub-users', 'de-sub-users', helper.email);
  });
});
