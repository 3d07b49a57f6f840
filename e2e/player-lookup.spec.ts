import { rawLogin } from '@palisade/peers';
import type { Page } from '@playwright/test';
import { checkScreen, expect, test } from './support/fixtures';
import { modes, ownerWithNetwork, prefer, verifiedDomain } from './support/network';
import { stackEnv } from './support/stack-env';

/** Looks a name up on the Player Lookup screen (in the page's language: the button is the form's). */
async function lookUp(page: Page, q: string) {
  await page.goto('/networks/player-lookup');
  await page.getByRole('textbox').first().fill(q);
  await page.locator('form button[type="submit"]').click();
}

/**
 * The owner of a network looks up a player who "cannot join": each attempt with what the edge
 * decided and why, from the edge's own report of the refusal (issue 29, point 10).
 */
test('a player who cannot join is looked up by name', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const owner = await ownerWithNetwork(page, 'Pia');
  const domain = `mc.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;
  // The bot-attack check: every new player meets the in-world check.
  await verifiedDomain(page, domain, { botCheck: true });

  // A client that logs in and never moves: the in-world check refuses it.
  await rawLogin({
    port: Number(stackEnv().env.EDGE_JAVA_PORT),
    serverHost: domain,
    username: 'Wanderer',
    protocol: 767,
    reconnects: 0,
    timeoutMs: 8000,
  });
  const row = page.getByRole('row', { name: /Wanderer/ });
  // The edge reports it just after its 10-second bucket closes.
  await expect(async () => {
    await lookUp(page, 'wanderer');
    await expect(row.first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.first()).toContainText('Refused');
  await expect(row.first()).toContainText('by the in-world check');
  await expect(row.first()).toContainText('127.0.0.0/24');
  await expect(row.first()).toContainText(domain);
  await expect(row.first()).toContainText('1.21');
  await expect(page.getByText('127.0.0.1', { exact: false })).toHaveCount(0);
  await checkScreen(page, 'player-lookup');

  // One address alone is not looked up.
  await lookUp(page, '127.0.0.1');
  await expect(page.getByText(/one address alone is not looked up\.$/)).toBeVisible();

  for (const [language, theme, width] of modes) {
    await page.setViewportSize({ width, height: 900 });
    await prefer(page, language, theme);
    await lookUp(page, 'Wanderer');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByText('Wanderer', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await checkScreen(page, `player-lookup-${language}-${theme}-${width}`);
  }
});
