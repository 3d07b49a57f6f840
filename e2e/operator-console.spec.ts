import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { palisadeCli, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { type Account, logIn, newAccount } from './support/account';
import { checkScreen, expect, test, visit } from './support/fixtures';
import { edgeRoutes, ownerWithNetwork, verifiedDomain } from './support/network';
import { operatorStep } from './support/server';
import { stackEnv } from './support/stack-env';

/**
 * The operator's console (docs/operators.md): an operator made with the `palisade` command adds
 * a location, brings an edge of it online with the command the dashboard shows, and helps a
 * customer (credit, disable with a reason, enable again), in light and dark, English and German,
 * desktop and phone width.
 */
test('the operator adds a location, brings an edge online and helps the owner', async ({
  page,
  watchedContext,
}) => {
  test.setTimeout(6 * 60_000);
  const owner = await ownerWithNetwork(page, 'Olga');
  const domainName = `play.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;
  await verifiedDomain(page, domainName);

  const operator: Account = newAccount('Oscar');
  // The operator's account, made as README shows: the server and the command share PGlite.
  await page.goto('about:blank');
  await operatorStep([
    'user',
    'create',
    '--email',
    operator.email,
    '--password',
    operator.password,
    '--activate',
    '--operator',
  ]);
  const desk = await (await watchedContext()).newPage();
  await logIn(desk, operator);
  await desk.goto('/operator/fleet');
  await expect(desk.getByText('Turn on two-factor authentication')).toBeVisible();
  await expect(desk.getByRole('cell', { name: 'Online' }).first()).toBeVisible();
  await checkScreen(desk, 'operator-fleet');

  const locationId = `e2e-${Date.now().toString(36)}`;
  await desk.goto('/operator/locations');
  await desk.getByRole('button', { name: 'Add location' }).click();
  let dialog = desk.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'ID', exact: true }).fill('Not An Id');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Second site');
  await dialog.getByRole('textbox', { name: 'Region' }).fill('eu-test');
  await dialog.getByRole('textbox', { name: 'Public address' }).fill('127.0.0.1');
  await dialog.getByRole('textbox', { name: 'Country' }).fill('de');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText(/^Use 2–32 lower-case letters/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'ID', exact: true }).fill(locationId);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(locationId) })).toContainText(
    'Second site',
  );
  await checkScreen(desk, 'operator-locations');

  await desk.goto('/operator/edge-tokens');
  await desk.getByRole('button', { name: 'Create token' }).click();
  dialog = desk.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await desk.getByRole('option', { name: new RegExp(locationId) }).click();
  await dialog.getByRole('textbox', { name: 'Label' }).fill('second-1');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const command = (await dialog.locator('pre').textContent()) ?? '';
  expect(command).toMatch(/^PALISADE_EDGE_TOKEN=pal_edge_\S{43} npx palisade edge --api /);
  await checkScreen(desk, 'operator-edge-token-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The list is checked once the dialog has gone, not while its title fades out.
  await expect(dialog).toBeHidden();
  await checkScreen(desk, 'operator-edge-tokens');

  // The command as shown, run on "another machine": a standalone edge on ports of its own.
  const token = /pal_edge_\S{43}/.exec(command)?.[0] ?? '';
  const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-e2e-edge-'));
  const { daemon } = palisadeCli(stateDir);
  const edge = await daemon(
    [
      'edge',
      '--api',
      stackEnv().baseUrl,
      '--port',
      String(await freePort()),
      '--host',
      '127.0.0.1',
      '--state-dir',
      stateDir,
      '--metrics-port',
      String(await freePort()),
      '--workers',
      '1',
      '--no-tunnels',
      '--kernel-filter',
      'off',
    ],
    { PALISADE_EDGE_TOKEN: token },
    'metrics at',
  );
  try {
    await desk.goto('/operator/fleet');
    const card = desk.locator('.mantine-Card-root').filter({ hasText: 'Second site' });
    await expect(card.getByRole('row', { name: /second-1/ })).toContainText('Online');
    // The edge's own report (version, config applied) comes with its first health report.
    await expect(card.getByRole('row', { name: /second-1/ })).toContainText('0.1.0', {
      timeout: 30_000,
    });
    await checkScreen(desk, 'operator-fleet-online');
  } finally {
    await stopped(edge);
    await rm(stateDir, { recursive: true, force: true });
  }

  await desk.goto('/operator/customers');
  await desk.getByRole('textbox', { name: 'Search by e-mail, network or domain' }).fill(domainName);
  await desk.getByRole('button', { name: `Open ${owner.email}` }).click();
  const drawer = desk.getByRole('dialog');
  await expect(drawer.getByText('Craft', { exact: true })).toBeVisible();
  await checkScreen(desk, 'operator-customer');
  await drawer.getByRole('textbox', { name: 'Amount in dollars' }).fill('10');
  await drawer
    .getByRole('textbox', { name: 'Note on the customer’s ledger' })
    .fill('Sorry for the outage');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText('Sorry for the outage')).toBeVisible();
  await page.goto('/billing/overview');
  await expect(page.getByText('$10.00').first()).toBeVisible();

  // A network whose backend does not answer (lobby.example.com here) is still routed.
  expect(await edgeRoutes(domainName)).toBe(true);
  await drawer
    .getByRole('textbox', { name: 'Reason shown to the customer' })
    .fill('Unpaid invoice, write to billing@example.com');
  await drawer.getByRole('button', { name: 'Disable' }).click();
  await expect(drawer.getByText('Disabled: Unpaid invoice')).toBeVisible();
  await expect.poll(() => edgeRoutes(domainName), { timeout: 30_000 }).toBe(false);
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('alert').filter({ hasText: 'Account disabled' })).toContainText(
    'Unpaid invoice, write to billing@example.com',
  );
  await checkScreen(page, 'customer-disabled');
  await drawer.getByRole('button', { name: 'Enable again' }).click();
  await expect.poll(() => edgeRoutes(domainName), { timeout: 30_000 }).toBe(true);
  await desk.keyboard.press('Escape');

  await visit(desk, '/operator/plans', 'operator-plans', 'Included bandwidth (GB)');
  await visit(desk, '/operator/attacks', 'operator-attacks', /under attack|Peak conn/);
  await visit(desk, '/operator/audit', 'operator-audit', 'customer.credit');
  await expect(desk.getByRole('row', { name: /customer\.disable/ })).toContainText(operator.email);

  await desk.getByRole('button', { name: 'Dark' }).click();
  await visit(desk, '/operator/fleet', 'dark-operator-fleet', 'Second site');
  await visit(desk, '/operator/customers', 'dark-operator-customers', owner.email);
  await desk.getByRole('button', { name: 'Light' }).click();
  await desk.getByRole('button', { name: 'Language' }).click();
  await desk.getByRole('menuitem', { name: 'Deutsch' }).click();
  await visit(desk, '/operator/locations', 'de-operator-locations', 'Standort hinzufügen');
  await visit(desk, '/operator/audit', 'de-operator-audit', 'customer.credit');
  await desk.setViewportSize({ width: 390, height: 844 });
  await visit(desk, '/operator/fleet', 'narrow-de-operator-fleet', 'Second site');
  await visit(desk, '/operator/edge-tokens', 'narrow-de-operator-edge-tokens', 'second-1');
  await desk.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(desk.getByRole('link', { name: 'Flotte' })).toBeVisible();
  await checkScreen(desk, 'narrow-de-operator-menu');

  // A customer's dashboard has no operator section, and its pages say so.
  await expect(page.getByRole('button', { name: 'Operator' })).toHaveCount(0);
  await page.goto('/operator/fleet');
  await expect(page).toHaveURL(/\/pages\/not-authorized$/);
});
