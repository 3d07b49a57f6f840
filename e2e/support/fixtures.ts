import { appendFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { checkedScreensFile, stackEnv } from './stack-env';

export const screenshotDir = path.resolve('e2e/artifacts/screens');

/** Console errors and uncaught exceptions of every page of a context, as "url: text". */
export function watchConsole(context: BrowserContext, errors: string[]) {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      // The browser itself logs every 4xx reply; a refused request the screen explains (a
      // failed "Verify now") is not an app error. 5xx replies still count.
      const refused = /^Failed to load resource: the server responded with a status of 4\d\d/;
      if (message.type() === 'error' && !refused.test(message.text()))
        errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
}

/**
 * Checks the screen a page shows now: axe finds no serious or critical violation, and a
 * full-page screenshot is kept as `e2e/artifacts/screens/<name>.png`. Its path counts towards
 * the run's route coverage (`checkedScreensFile`).
 */
export async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  appendFileSync(
    checkedScreensFile(stackEnv().root),
    `${path.basename(base.info().file)}\t${new URL(page.url()).pathname}\n`,
  );
  const result = await new AxeBuilder({ page }).analyze();
  const severe = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
  expect(severe, `axe on ${name} (${page.url()})`).toEqual([]);
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Visits a path and checks the screen once `ready` shows. */
export async function visit(page: Page, path: string, name: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  await checkScreen(page, name);
}

/**
 * `test` whose `page` (and any context made with `watchedContext`) fails the test on a console
 * error or an uncaught exception.
 */
export const test = base.extend<{
  consoleErrors: string[];
  watchedContext: () => Promise<BrowserContext>;
}>({
  // The server's port is chosen in global setup, after this file's config was read.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(stackEnv().baseUrl),
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    watchConsole(context, errors);
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    void consoleErrors;
    await use(page);
  },
  watchedContext: async ({ browser, consoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      watchConsole(context, consoleErrors);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
