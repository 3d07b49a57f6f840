import { checkScreen, expect, test } from './support/fixtures';

test('the dashboard is served and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Palisade' })).toBeVisible();
  await expect(page.getByText('The API is up.')).toBeVisible();
  await checkScreen(page, 'home');
});
