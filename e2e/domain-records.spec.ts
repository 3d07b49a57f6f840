import type { Locator, Page } from '@playwright/test';
import { publishRecords, publishTxt } from './support/dns';
import { checkScreen, expect, test } from './support/fixtures';
import { modes, ownerWithNetwork, prefer } from './support/network';

/** Opens the DNS records of the network's one domain, in the page's language. */
async function openRecords(page: Page, domain: string): Promise<Locator> {
  await page.goto('/networks/manage');
  await page
    .getByRole('row', { name: new RegExp(domain) })
    .getByRole('button')
    .first()
    .click();
  // On a phone the row's actions are one menu, whose first item opens the records.
  const menu = page.getByRole('menu');
  const onPhone = await menu.waitFor({ timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (onPhone) await menu.getByRole('menuitem').first().click();
  const records = page.getByRole('dialog');
  await expect(records.getByText(domain).first()).toBeVisible();
  return records;
}

/**
 * A bare domain, the root of its zone: the dashboard offers what works there (A records of the
 * locations, or SRV to a sub-domain; a CNAME only where the host flattens it), names records as
 * DNS panels want them, and says "players can join" only once a record leads to Palisade
 * (issue 29, points 6 and 7).
 */
test('a bare domain gets records that work at the root of its zone', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const owner = await ownerWithNetwork(page, 'Dana');
  const apex = `${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;
  await publishRecords(apex, 'SOA', [apex]);
  await page.goto('/networks/manage');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Domain name', exact: true }).fill(apex);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const records = page.getByRole('dialog', { name: /DNS records/ });
  await expect(records.getByText(`${apex} is the root of its zone`)).toBeVisible();
  // Names as the panel wants them, the full name beside.
  await expect(records.getByRole('textbox', { name: 'TXT Name' })).toHaveValue('_palisade');
  await expect(records.getByText(`Full name: _palisade.${apex}`)).toBeVisible();
  await expect(records.getByRole('textbox', { name: 'A Name' })).toHaveValue('@');
  await expect(records.getByRole('textbox', { name: 'A Value' })).toHaveValue('127.0.0.1');
  await expect(records.getByRole('textbox', { name: 'SRV Name' })).toHaveValue('_minecraft._tcp');
  await expect(records.getByText(`Add play.${apex} as a domain of this network too`)).toBeVisible();
  await expect(records.getByText(/“DNS only” \(grey cloud\)/)).toBeVisible();
  await checkScreen(page, 'domain-records-apex');

  // Ownership alone is not "players can join".
  const txtValue = await records.getByRole('textbox', { name: 'TXT Value' }).inputValue();
  await publishTxt(`_palisade.${apex}`, [txtValue]);
  await records.getByRole('button', { name: 'Verify now' }).click();
  await expect(records.getByText('Ownership verified; players cannot join yet')).toBeVisible();
  await expect(records.getByText('Players can join through it')).toHaveCount(0);
  await checkScreen(page, 'domain-records-ownership-only');
  await publishRecords(apex, 'A', ['127.0.0.1']);
  await records.getByRole('button', { name: 'Check again' }).click();
  await expect(records.getByText('Players can join through it')).toBeVisible();
  await expect(records.getByText('Its addresses are Palisade’s.')).toBeVisible();
  await checkScreen(page, 'domain-records-joinable');
  await page.keyboard.press('Escape');
  await expect(records).toBeHidden();

  for (const [language, theme, width] of modes) {
    await page.setViewportSize({ width, height: 900 });
    await prefer(page, language, theme);
    const shown = await openRecords(page, apex);
    await expect(shown.getByRole('textbox').first()).toHaveValue('_palisade');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await checkScreen(page, `domain-records-apex-${language}-${theme}-${width}`);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
  }
});
