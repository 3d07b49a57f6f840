/**
 * The dashboard's two speed figures, on the production build served by a real `palisade start`
 * and Debian's Chromium:
 *   - the JavaScript a browser loads before the login page is usable (gzip, target <= 200 KB);
 *   - the Lighthouse performance score of the signed-in Account Dashboard (target >= 95),
 *     desktop and mobile presets, medians of three runs each, each run with an empty HTTP
 *     cache (the session stays in localStorage).
 * Usage: npm run bench:web (builds first)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { palisadeCli, stopped } from '../../apps/api/test/palisade-process';
import { freePort } from '../../apps/api/test/ports';

const chromiumPath = '/usr/bin/chromium';
const email = `bench.${Date.now().toString(36)}@example.com`;
const password = 'a long enough password';

/** Every script the login page loads until its form takes input and the network is quiet. */
async function loginPageScripts(base: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const sizes: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`${base}/login`);
    await page.locator('input[type="email"]').first().fill(email);
    await page.waitForLoadState('networkidle');
    return Promise.all(sizes);
  } finally {
    await browser.close();
  }
}

/** Signs in through the API and leaves the session where the dashboard keeps it. */
async function signIn(base: string, port: number) {
  const api = async <T>(url: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/api/v1${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const session = await api<{ token: string; refreshToken: string; user: unknown }>('/auth/login', {
    email,
    password,
  });
  await api('/networks', { name: 'Benchmark' }, session.token);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((s) => {
    localStorage.setItem('palisade.accessToken', JSON.stringify(s.token));
    localStorage.setItem('palisade.refreshToken', JSON.stringify(s.refreshToken));
    localStorage.setItem('palisade.userInfo', JSON.stringify(s.user));
  }, session);
  await page.close();
  await browser.close();
}

/** Empties Chromium's HTTP cache, keeping the stored session: every run loads cold. */
async function clearHttpCache(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, port: number, desktop: boolean) {
  const scores: number[] = [];
  let failures = 0;
  while (scores.length < 3) {
    await clearHttpCache(port);
    const result = await lighthouse(
      url,
      { port, output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      desktop ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    // A run Lighthouse could not trace (NO_NAVSTART and the like on a busy machine) has no
    // score: it is run again rather than counted as 0.
    if (!lhr || lhr.runtimeError) {
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message}`);
      continue;
    }
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith('/dashboard/overview'))
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the dashboard`);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
  }
  return scores.sort((a, b) => a - b);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-bench-web-'));
  const { palisade, daemon } = palisadeCli(dataDir);
  await palisade('user', 'create', '--email', email, '--password', password, '--activate');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await daemon(
    ['start'],
    { PORT: String(port), HOST: '127.0.0.1', EDGE_JAVA_PORT: '0', CAPTCHA: 'off' },
    'Palisade is up',
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scripts = await loginPageScripts(base);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log('JavaScript before the login page is usable (gzip):');
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${(script.gzip / 1000).toFixed(1).padStart(7)} KB  ${new URL(script.url).pathname}`,
      );
    await signIn(base, chrome.port);
    const url = `${base}/dashboard/overview`;
    const desktop = await lighthouseScores(url, chrome.port, true);
    const mobile = await lighthouseScores(url, chrome.port, false);
    console.log('');
    console.log(
      `login page JavaScript   ${(total / 1000).toFixed(1)} KB gzip in ${scripts.length} files (target <= 200 KB)`,
    );
    console.log(
      `Lighthouse performance  dashboard overview: desktop ${desktop[1]} (runs ${desktop.join(', ')}), mobile ${mobile[1]} (runs ${mobile.join(', ')}) (target >= 95)`,
    );
  } finally {
    chrome.kill();
    await stopped(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
