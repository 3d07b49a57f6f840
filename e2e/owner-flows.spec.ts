import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAccount } from './support/account';
import { checkScreen, expect, screenshotDir, test } from './support/fixtures';
import { linkIn, nextMail } from './support/mail';
import { ownerWithEmptyNetwork, prefer } from './support/network';

type Language = 'en' | 'de' | 'fr' | 'pt';

/**
 * Screenshots of a screen at 390 px in the four languages, English once more in dark mode:
 * `show` brings the screen up in the language given (after the page loaded anew in it).
 */
async function phoneShots(page: Page, name: string, show: (language: Language) => Promise<void>) {
  const modes: [Language, 'light' | 'dark'][] = [
    ['en', 'light'],
    ['en', 'dark'],
    ['de', 'light'],
    ['fr', 'dark'],
    ['pt', 'light'],
  ];
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [language, theme] of modes) {
    await prefer(page, language, theme);
    await show(language);
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-390-${language}-${theme}.png`),
    });
  }
  await prefer(page, 'en', 'light');
  if (size) await page.setViewportSize(size);
  await page.reload();
}

/**
 * Where a new owner tripped (issue 29, points 11 to 15): each test walks one flow against the
 * real server, in English at 1280 px, and keeps screenshots of the screens it changed.
 */
test('the backend set form: a bare host gets 25565, a refusal goes once edited, setup is explained', async ({
  page,
}) => {
  await ownerWithEmptyNetwork(page, 'Owen', 'Survival');
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
  const labels: Record<Language, [add: string, guide: string]> = {
    en: ['Add backend set', 'How to turn it on in your server'],
    de: ['Backend-Set hinzufügen', 'So schaltest du es in deinem Server ein'],
    fr: ['Ajouter un groupe de serveurs', 'Comment l’activer sur votre serveur'],
    pt: ['Adicionar conjunto de backends', 'Como ativar no seu servidor'],
  };
  await phoneShots(page, 'flows-backend-set-form', async (language) => {
    const [add, guide] = labels[language];
    await page.goto('/networks/backends');
    await page.getByRole('button', { name: add }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: guide }).last().click();
    await form.getByRole('button', { name: guide }).last().scrollIntoViewIfNeeded();
  });
  await page.getByRole('button', { name: 'Add backend set' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby');
  await backend.fill('lobby-1.example.com');

  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('lobby-1.example.com:25565')).toBeVisible();
});

test('a new WireGuard tunnel says it forwards nothing until a port rule exists, and offers one', async ({
  page,
}) => {
  await ownerWithEmptyNetwork(page, 'Owen', 'Survival');
  await page.goto('/tunnels/list');
  await page.getByRole('button', { name: 'Add tunnel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/forwards nothing until it has a port rule/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Creative');
  await dialog.getByRole('textbox', { name: /Your server’s address/ }).fill('198.51.100.7');
  await expect(dialog.getByRole('textbox', { name: 'Public port' })).toHaveValue(/^\d+$/);
  await checkScreen(page, 'flows-tunnel-create');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  // The page has a title of its own and opens with the port rule form.
  await expect(page).toHaveURL(/\/tunnels\/\d+\/edit\?tab=firewall$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tunnel details');
  await expect(page).toHaveTitle('Tunnel details · Palisade');
  const rule = page.getByRole('dialog', { name: 'Add a port rule' });
  await expect(rule).toBeVisible();
  await rule.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/nothing is forwarded until you add one/)).toBeVisible();

  // Elsewhere on the page the missing rule is said, with the way to add it.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText(/forwards nothing yet/)).toBeVisible();
  await checkScreen(page, 'flows-tunnel-no-rule');
  const tunnelPage = page.url();
  await phoneShots(page, 'flows-tunnel-no-rule', async () => {
    await page.goto(tunnelPage);
    await expect(page.getByRole('tab').first()).toBeVisible();
  });
  await page.getByRole('button', { name: 'Add port rule' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a port rule' })).toBeVisible();
});

test('plan limits show where they bite: the create card, analytics ranges, counts of one', async ({
  page,
}) => {
  await ownerWithEmptyNetwork(page, 'Owen', 'Survival');
  // The Free plan holds one network: the card says so before any form, with the way up.
  const limit = page.getByText(
    'Your Free plan allows 1 network, and it is in use. Upgrade your plan to create another.',
  );
  await expect(limit).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Network name', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
    'href',
    '/billing/plans',
  );
  await checkScreen(page, 'flows-create-at-limit');
  await phoneShots(page, 'flows-create-at-limit', async () => {
    await page.goto('/networks/overview');
    await expect(page.getByRole('link', { name: /plan|Tarif|offre|Compar/i })).toBeVisible();
  });
  await page.goto('/networks/overview');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(
    page.getByText(/^Dein Tarif Kostenlos erlaubt 1 Netzwerk, und es ist belegt\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sprache' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await page.goto('/billing/overview');
  await expect(page.getByText('1 of 1 network · 0 of 1 tunnel')).toBeVisible();

  // Free keeps 7 days: longer ranges are marked, and chosen, say what the plan keeps.
  await page.goto('/networks/analytics');
  await page.getByRole('combobox', { name: 'Timeframe' }).click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: 'Last week' })).not.toContainText(
    'Beyond your plan',
  );
  for (const range of ['Last 2 weeks', 'Last 30 days', 'Last 90 days'])
    await expect(options.getByRole('option', { name: range })).toContainText('Beyond your plan');
  await checkScreen(page, 'flows-timeframe-options');
  await options.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page.getByText(/^Your plan keeps 7 days of analytics/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare plans' })).toBeVisible();
  await checkScreen(page, 'flows-timeframe-beyond');
  await phoneShots(page, 'flows-timeframe-beyond', async () => {
    await page.goto('/networks/analytics');
    await expect(page.getByRole('link', { name: /plan|Tarif|offre|Compar/i })).toBeVisible();
  });
});

test('sub-users: roles besides single permissions, view permissions listed, an invitation sent again', async ({
  page,
}) => {
  await ownerWithEmptyNetwork(page, 'Owen', 'Survival');
  const helper = newAccount('Mia');
  await page.goto('/networks/sub-users');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(helper.email);
  // An invitation starts as a viewer; a role sets the switches, which can then be changed.
  const roles = dialog.getByRole('group', { name: 'Start from a role' });
  await expect(roles.getByRole('button', { name: 'Viewer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await roles.getByRole('button', { name: 'Moderator' }).click();
  await expect(dialog.getByRole('switch', { name: 'Firewall: Change' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Network: Delete' })).not.toBeChecked();
  await checkScreen(page, 'flows-sub-user-roles');
  await dialog.getByRole('button', { name: 'Invite someone' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(helper.email) });
  await expect(row).toContainText('Moderator');
  const first = linkIn(await nextMail(helper.email, /shared the network/), '/verify');

  // Permissions that are no role are listed by area, views included.
  await page.getByRole('button', { name: `Edit: ${helper.email}` }).click();
  await roles.getByRole('button', { name: 'Viewer' }).click();
  await dialog.getByRole('switch', { name: 'Analytics: View' }).uncheck();
  await dialog.getByRole('switch', { name: 'Domains: Add' }).check();
  await expect(dialog.getByText(/^Custom: the switches below/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  for (const area of ['Network: view', 'Backends: view', 'Firewall: view'])
    await expect(row).toContainText(area);
  // An area of one permission is named whole.
  await expect(row).toContainText(/Firewall: viewAttacks$/);
  await expect(row).toContainText('Domains: 2 of 4');
  await expect(row).not.toContainText('Analytics');
  await checkScreen(page, 'flows-sub-users');
  await phoneShots(page, 'flows-sub-users', async () => {
    await page.goto('/networks/sub-users');
    await expect(page.getByText(helper.email)).toBeVisible();
  });

  // The invitation goes out again, with the same link.
  await page.getByRole('button', { name: `Send the invitation again: ${helper.email}` }).click();
  await expect(page.getByText(`Invitation sent to ${helper.email} again.`)).toBeVisible();
  expect(linkIn(await nextMail(helper.email, /shared the network/), '/verify')).toBe(first);
});

test('layout: row actions on a phone, the threshold slider, the top bar, card titles', async ({
  page,
}) => {
  await ownerWithEmptyNetwork(page, 'Owen', 'Survival');

  // Typical thresholds (20 to 500) take a good part of the slider, each value reachable.
  await page.goto('/networks/mitigation-settings');
  const layer7 = page.getByRole('region', { name: 'Layer-7 mitigation' });
  const field = layer7.getByRole('textbox', {
    name: 'Connections per second before mitigation starts',
  });
  const thumb = layer7.getByRole('slider');
  const thumbAt = async (value: string) => {
    await field.fill(value);
    await expect(thumb).toHaveAttribute('aria-valuetext', `${value}/s`);
    const box = await thumb.boundingBox();
    return box ? box.x : Number.NaN;
  };
  const track = await layer7.locator('.mantine-Slider-track').boundingBox();
  const span = (await thumbAt('500')) - (await thumbAt('20'));
  expect(span / (track?.width ?? 1)).toBeGreaterThan(0.3);
  await thumbAt('50');
  await thumb.press('ArrowRight');
  await expect(field).toHaveValue('51/s');
  await checkScreen(page, 'flows-threshold');
  await phoneShots(page, 'flows-threshold', async () => {
    await page.goto('/networks/mitigation-settings');
    await expect(page.getByRole('slider').first()).toBeVisible();
  });

  // The page that scrolls under the floating top bar does not show above it.
  await page.goto('/networks/analytics');
  await expect(page.getByText('Mitigated connections')).toBeVisible();
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.scrollY >= 300);
  const above = await page.evaluate(() => {
    const bar = document.querySelector('header');
    const box = bar?.getBoundingClientRect();
    if (!box) return 'no bar';
    const hit = document.elementFromPoint(box.left + 4, box.top - 6);
    return hit === bar || bar?.contains(hit ?? null)
      ? 'bar'
      : (hit?.outerHTML.slice(0, 80) ?? 'none');
  });
  expect(above).toBe('bar');
  // Card titles break only where a word does not fit, never with a hyphen ("Connec-tions").
  const hyphens = await page
    .getByText('Mitigated connections')
    .evaluate((element) => getComputedStyle(element).hyphens);
  expect(hyphens).not.toBe('auto');

  // A phone reaches a row's actions without scrolling sideways: one menu per row.
  const helper = newAccount('Ria');
  await page.goto('/networks/sub-users');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(helper.email);
  await dialog.getByRole('button', { name: 'Invite someone' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: `Actions: ${helper.email}` });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.click();
  for (const action of ['Send the invitation again', 'Edit', 'Delete'])
    await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'flows-phone-row-menu-open.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await checkScreen(page, 'flows-phone-row-menu');
  await phoneShots(page, 'flows-phone-row-menu', async () => {
    await page.goto('/networks/sub-users');
    await expect(page.getByText(helper.email)).toBeVisible();
  });
});
