/**
 * The dashboard's two speed figures, on the production build served by a real `palisade start`
 * and Debian's Chromium:
 *   - the JavaScript a browser loads before the login page is usable (gzip, target <= 200 KB);
 *   - the Lighthouse performance score of the signed-in Account Dashboard (target >= 95),
 *     desktop and mobile presets, medians of three runs each, each run with an empty HTTP
 *     cache (the session stays in localStorage).
 * Usage: npm run bench:web [-- --mobile] [-- --runs N] [-- --save DIR] [-- --explain]
 * (builds first)
 *   --mobile  the mobile preset only; --runs N  runs per preset (3); --save DIR  each run's
 *   Lighthouse report and trace as JSON; --explain  what each run's simulated largest paint
 *   waited for (Lighthouse's Lantern graph: every request and main-thread task before it, with
 *   its simulated start and end) and its long tasks.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { palisadeCli, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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

const { values: options } = parseArgs({
  options: {
    mobile: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0');

interface LanternNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; transferSize: number };
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

/**
 * Lighthouse simulates a slow phone on a slow line from the trace of a fast load: it replays
 * the requests and tasks that came before the largest paint, each task four times as long.
 * This prints that replay (the pessimistic graph; tasks under 5 ms simulated left out).
 */
async function explainLargestPaint(result: RunnerResult) {
  const { artifacts, lhr } = result;
  const estimate = (
    (await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
        simulator: null,
      } as never,
      { computedCache: new Map() } as never,
    )) as unknown as { pessimisticEstimate: LanternEstimate }
  ).pessimisticEstimate;
  console.log(`    simulated largest paint at ${Math.round(estimate.timeInMs)} ms after:`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, { startTime, endTime }] of rows) {
    if (node.type === 'cpu' && endTime - startTime < 5) continue;
    const what =
      node.type === 'network' && node.request
        ? `${new URL(node.request.url).pathname} (${(node.request.transferSize / 1000).toFixed(1)} KB)`
        : `main-thread task (${(node.duration / 1000).toFixed(0)} ms observed)`;
    console.log(
      `      ${String(Math.round(startTime)).padStart(5)} to ${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
    );
  }
  const longTasks = lhr.audits['long-tasks']?.details;
  if (longTasks?.type === 'table')
    console.log(
      `    long tasks (simulated start+duration ms): ${longTasks.items.map((task) => `${Math.round(Number(task.startTime))}+${Math.round(Number(task.duration))}`).join(', ')}`,
    );
}

/** The metrics behind a score, as Lighthouse shows them, in one line. */
function metricsLine(audits: Record<string, { numericValue?: number }>) {
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
  const cls = (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3);
  return `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${cls}`;
}

async function lighthouseScores(url: string, port: number, preset: 'desktop' | 'mobile') {
  const scores: number[] = [];
  let failures = 0;
  while (scores.length < runs) {
    await clearHttpCache(port);
    const result = await lighthouse(
      url,
      { port, output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      preset === 'desktop' ? desktopConfig : undefined,
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
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    console.log(`  ${preset} ${String(score).padStart(3)}  ${metricsLine(lhr.audits)}`);
    if (options.explain && result) await explainLargestPaint(result);
    if (options.save) {
      await mkdir(options.save, { recursive: true });
      const file = path.join(options.save, `${preset}-${scores.length + 1}.json`);
      await writeFile(file, JSON.stringify(lhr));
      await writeFile(
        file.replace(/\.json$/, '.trace.json'),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    scores.push(score);
  }
  return scores.sort((a, b) => a - b);
}

/** The median and every run, as the summary line shows them. */
const summary = (scores: number[]) =>
  `${scores[Math.floor(scores.length / 2)]} (runs ${scores.join(', ')})`;

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
    console.log('');
    console.log('Lighthouse runs:');
    const desktop = options.mobile ? null : await lighthouseScores(url, chrome.port, 'desktop');
    const mobile = await lighthouseScores(url, chrome.port, 'mobile');
    console.log('');
    console.log(
      `login page JavaScript   ${(total / 1000).toFixed(1)} KB gzip in ${scripts.length} files (target <= 200 KB)`,
    );
    console.log(
      `Lighthouse performance  dashboard overview: ${desktop ? `desktop ${summary(desktop)}, ` : ''}mobile ${summary(mobile)} (target >= 95)`,
    );
  } finally {
    chrome.kill();
    await stopped(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
