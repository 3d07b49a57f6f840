import { checkScreen, expect, test } from './support/fixtures';

// The first thing a visitor gets: the dashboard's entry, served by the API, without errors.
test('the dashboard is served', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Palisade/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await checkScreen(page, 'entry');
});
