import { botFlood, loopbackSources } from '@palisade/peers';
import { checkScreen, expect, test } from './support/fixtures';
import { modes, ownerWithNetwork, prefer, verifiedDomain } from './support/network';
import { stackEnv } from './support/stack-env';

/**
 * An attack's details name its top addresses, and a source a rule blocks already shows that
 * rule and its end with a change of it, instead of a second "Block" the API would refuse as a
 * duplicate (issue 29, point 9).
 */
test('an attack’s addresses are blocked once, then the block is changed', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const owner = await ownerWithNetwork(page, 'Ada');
  const domain = `play.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;
  await verifiedDomain(page, domain);

  // Bots from two /24s of loopback at four times the threshold for three seconds; the first
  // address comes four times as often as most, the second twice: ties would leave the order of
  // the top ten to the edges' reports.
  const [busiest, busy, ...rest] = loopbackSources(40, 5, 20);
  await botFlood({
    port: Number(stackEnv().env.EDGE_JAVA_PORT),
    serverHost: domain,
    perSecond: 200,
    seconds: 3,
    sources: [busiest, busiest, busiest, busiest, busy, busy, ...rest] as string[],
    protocol: 767,
    mix: { raw: 1, pingFirst: 0, idle: 0 },
  });
  await page.goto('/networks/attack-history');
  const open = page.getByRole('button', { name: /^Details of the attack of/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(open).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await open.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Top addresses' })).toBeVisible();
  // The addresses' table is the last; its busiest address first.
  const addresses = drawer.getByRole('table').last();
  const first = (
    await addresses.getByRole('row').nth(1).getByRole('cell').first().innerText()
  ).trim();
  const second = (
    await addresses.getByRole('row').nth(2).getByRole('cell').first().innerText()
  ).trim();
  expect(first).toMatch(/^127\.5\.[01]\.\d+$/);
  const row = (text: string) =>
    drawer.getByRole('row', { name: new RegExp(`${text.replaceAll('.', '\\.')}\\b`) });
  const address = row(first).last();

  // Block one address for an hour: the row then names its rule and end, and offers a change.
  await address.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('menuitem', { name: 'For 1 hour' }).click();
  await page
    .getByRole('dialog', { name: `Block ${first}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText(`${first} is blocked.`)).toBeVisible();
  await expect(address).toContainText('Blocked until ');
  await expect(address.getByRole('button', { name: 'Block' })).toHaveCount(0);
  await address.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('menuitem', { name: 'Until removed' }).click();
  await page
    .getByRole('dialog', { name: `Change the block of ${first}/32?` })
    .getByRole('button', { name: 'Change' })
    .click();
  await expect(page.getByText(`The block of ${first}/32 is changed.`)).toBeVisible();
  await expect(address).toContainText('Blocked until removed');

  // A subnet's block covers its other addresses: they name it.
  const prefix = `${second.split('.').slice(0, 3).join('.')}.0/24`;
  const subnet = row(prefix).first();
  await subnet.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('menuitem', { name: 'For 24 hours' }).click();
  await page
    .getByRole('dialog', { name: `Block ${prefix}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(subnet).toContainText('Blocked until ');
  await expect(row(second).last()).toContainText(`Blocked by ${prefix} until `);
  await checkScreen(page, 'attack-sources');

  for (const [language, theme, width] of modes) {
    await page.setViewportSize({ width, height: 900 });
    await prefer(page, language, theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page
      .getByRole('button', { name: /^(Details|Détails|Detalhes)/ })
      .first()
      .click();
    const shown = page.getByRole('dialog').getByText(first, { exact: true }).last();
    await expect(shown).toBeVisible();
    await shown.scrollIntoViewIfNeeded();
    await checkScreen(page, `attack-sources-${language}-${theme}-${width}`);
  }
});
