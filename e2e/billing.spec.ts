import { signedIn } from './support/account';
import { checkScreen, expect, test } from './support/fixtures';
import { operatorStep } from './support/server';

/**
 * Billing: the operator credits a new owner's account, the owner changes to a paid plan with the
 * credit, and the overview shows what is left.
 */
test('credit from the operator, then a plan change', async ({ page }) => {
  const owner = await signedIn(page, 'Bruno');
  // The operator's command and the server share the embedded database: no page may poll.
  await page.goto('about:blank');
  await operatorStep(['billing', 'credit', '--email', owner.email, '--amount', '25']);
  await page.goto('/billing/plans');
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  await checkScreen(page, 'billing-plans');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/\$20\.00/)).toBeVisible();
  await expect(dialog.getByText(/\$25\.00/)).toBeVisible();
  await checkScreen(page, 'billing-plan-change');
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Current plan' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toHaveCount(0);
  await page.goto('/billing/overview');
  await expect(page.getByText('$5.00').first()).toBeVisible();
  await checkScreen(page, 'billing-overview');
});
