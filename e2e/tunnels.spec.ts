import { readFile } from 'node:fs/promises';
import { bedrockPing, bedrockPlayer, startBedrockBackend } from '@palisade/peers/bedrock';
import { signedIn } from './support/account';
import { checkScreen, expect, test } from './support/fixtures';
import { ownerWithNetwork } from './support/network';
import { operatorStep } from './support/server';

/**
 * The two kinds of tunnel an owner adds: a Bedrock tunnel to a backend set of the network, which
 * a real Bedrock client joins through, and a WireGuard tunnel with its setup script and port rule.
 */
test('a Bedrock player joins through a tunnel and is counted', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await ownerWithNetwork(page, 'Bianca');
  // A real Bedrock server (bedrock-protocol, behind a PROXY v2 reader) on loopback, which the
  // operator lets this machine's location dial.
  const island = await startBedrockBackend('Island');
  try {
    // The operator's command and the server share the embedded database: no page may poll.
    await page.goto('about:blank');
    await operatorStep(['location', 'allow-backends', 'local', `127.0.0.1:${island.port}`]);
    await page.goto('/networks/backends');
    await page.getByRole('button', { name: 'Add backend set' }).click();
    const setDialog = page.getByRole('dialog');
    await setDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Island');
    await setDialog
      .getByRole('textbox', { name: 'Backend 1', exact: true })
      .fill(`127.0.0.1:${island.port}`);
    await setDialog.getByLabel('PROXY protocol v2').check();
    await setDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(setDialog).toBeHidden();

    await page.goto('/networks/bedrock');
    await page.getByRole('button', { name: 'Add Bedrock tunnel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bedrock players');
    await expect(dialog.getByRole('combobox', { name: 'Backend set' })).toHaveValue('Lobby');
    await dialog.getByRole('combobox', { name: 'Backend set' }).click();
    await page.getByRole('option', { name: 'Island' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Bedrock players/ });
    await expect(row).toContainText('Island');
    const address = row.getByRole('textbox', { name: 'Address for players' });
    await expect(address).toHaveValue(/^127\.0\.0\.1:\d+$/);
    const port = Number((await address.inputValue()).split(':')[1]);

    // A real client joins through the address the screen gave, and the tunnel's row counts it.
    // Its client pings first, as a server list does: the edge opens the port once the new config
    // reaches it and answers with the backend's pong once it has one (a ping before that went
    // unanswered on a busy run, and the client gave up).
    await expect
      .poll(
        () =>
          bedrockPing(port).then(
            (ad) => ad.motd,
            () => null,
          ),
        { timeout: 30_000 },
      )
      .toBe('Island');
    const player = await bedrockPlayer(port, 'Islander', 30_000);
    expect(player).not.toBeNull();
    try {
      await expect(async () => {
        await page.reload();
        await expect(row.getByRole('cell').nth(4)).toHaveText('1', { timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
      await checkScreen(page, 'bedrock');
    } finally {
      player?.close();
    }
    expect(island.joined).toContainEqual({ name: 'Islander', address: '127.0.0.1' });
    // The network's analytics count the Bedrock login with its release.
    await page.goto('/networks/analytics');
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('img', { name: /^Minecraft versions: .*Bedrock 1\.21\.50 1/ }),
      ).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    island.close();
  }
});

test('a WireGuard tunnel: setup script, port rule', async ({ page, context }) => {
  await signedIn(page, 'Wanda');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tunnels/list');
  await expect(page.getByText(/No tunnels yet/)).toBeVisible();
  await checkScreen(page, 'tunnels-empty');
  await page.getByRole('button', { name: 'Add tunnel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Creative');
  await dialog.getByRole('textbox', { name: /Your server’s address/ }).fill('198.51.100.7');
  const portField = dialog.getByRole('textbox', { name: 'Public port' });
  await expect(portField).toHaveValue(/^\d+$/);
  const publicPort = await portField.inputValue();
  await expect(dialog.getByText(/forwards nothing until it has a port rule/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  // A new tunnel forwards nothing yet: its page opens on the port firewall, offering a rule.
  await expect(page).toHaveURL(/\/tunnels\/\d+\/edit\?tab=firewall$/);
  await expect(page.getByRole('heading', { name: 'Tunnel details', level: 1 })).toBeVisible();
  const rule = page.getByRole('dialog', { name: 'Add a port rule' });
  await expect(rule).toBeVisible();
  await checkScreen(page, 'tunnel-rule-offered');
  await rule.getByRole('textbox', { name: 'First port' }).fill('25565');
  await rule.getByRole('textbox', { name: 'Last port' }).fill('25565');
  await rule.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await rule.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(rule).toBeHidden();
  await expect(page.getByRole('switch', { name: /ports 25565 on or off/ })).toBeChecked();
  await checkScreen(page, 'tunnel-firewall');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Show setup script' }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toContain(`port ${publicPort}`);
  expect(copied).toMatch(/PRIVATE_KEY='[A-Za-z0-9+/]{43}='/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download script' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('palisade-Creative-setup.sh');
  expect(await readFile(await file.path(), 'utf8')).toBe(copied);
  await checkScreen(page, 'tunnel-overview');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await checkScreen(page, 'tunnel-analytics');
  await page.goto('/tunnels/list');
  await expect(page.getByRole('row', { name: /Creative/ })).toContainText('198.51.100.7');
  await checkScreen(page, 'tunnels');
});
