/// <reference lib="dom" />
// The functions passed to `evaluate` run in the page.
import path from 'node:path';
import { botFlood, loopbackSources, rawLogin } from '@palisade/peers';
import type { Page, Request, Route } from '@playwright/test';
import { startReceiver } from '../apps/api/test/webhook-receiver';
import { type Account, logIn, newAccount, signUp } from './support/account';
import { publishTxt } from './support/dns';
import { checkScreen, expect, screenshotDir, test, visit } from './support/fixtures';
import { stackEnv } from './support/stack-env';

/**
 * What a signed-in page shows before any of its scripts has run: `index.html` paints the page's
 * frame (apps/web/build/static-shell.ts) with its title and breadcrumbs in the stored language. Once
 * the scripts run, the shell's own title replaces it: its text in the same place and of the
 * same size (what the browser's largest-paint measure compares).
 */
async function checkFrame(page: Page, url: string, name: string, title: string, crumbs: string) {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await scriptsHeld;
    await route.continue();
  };
  await page.route('**/assets/*.js', hold);
  await page.goto(url, { waitUntil: 'commit' });
  const frameTitle = page.locator('#app-loading h1');
  await expect(frameTitle).toHaveText(title);
  await expect(page.locator('#app-loading .frame-crumbs')).toHaveText(crumbs);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  const textBox = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width, height } = range.getBoundingClientRect();
    return { x, width, height };
  };
  const painted = await frameTitle.evaluate(textBox);
  release();
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.locator('#app-loading')).toHaveCount(0);
  await page.unroute('**/assets/*.js', hold);
  // A notification or attack banner may push the shell's title down: its top is not compared.
  expect(await heading.evaluate(textBox)).toEqual(painted);
}

/**
 * What a new customer does on the first day, against the real server: sign up, activate, sign
 * in, create a network, a backend set, a verified domain and firewall rules; wake a sleeping
 * server; block an attack; lock the screen. Each screen is checked on the way (axe, console,
 * screenshot), once in dark mode, once in German and once at phone width. Each further feature
 * has a spec of its own on a fresh owner: sub-users, tunnels, billing, account settings, the
 * operator's console.
 */
test('a new customer sets up a protected network', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const owner: Account = newAccount('Olivia');
  const domainName = `play.${owner.email.split('@')[0]?.replace(/[^a-z0-9]/g, '')}.example`;

  await test.step('sign up, activate from the mail, sign in', async () => {
    await signUp(page, owner, true);
    await logIn(page, owner, undefined, true);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await checkScreen(page, 'dashboard-empty');
  });

  await test.step('create a network', async () => {
    await page.goto('/networks/overview');
    await checkScreen(page, 'network-overview-empty');
    await page.getByRole('textbox', { name: 'Network name', exact: true }).fill('Survival');
    await page.getByRole('button', { name: 'Create network' }).click();
    // A random label, which tells nobody how many networks there are.
    await expect(page.getByRole('textbox', { name: /Protected address/ })).toHaveValue(
      /^[a-z2-7]{16}\.edge\.palisade\.test$/,
    );
    // The locations its name answers, with their health: the stack's edge reports every 10 s.
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
    await expect(page.getByText(/answers the addresses of every healthy location/)).toBeVisible();
    await checkScreen(page, 'network-overview');
  });

  await test.step('a signed-in page asks for its shell with the entry, each file once', async () => {
    const assets: string[] = [];
    const record = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) assets.push(pathname);
    };
    // From a blank page, so nothing the previous page still loads is counted.
    await page.goto('about:blank');
    page.on('request', record);
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('heading', { name: 'Account Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    // index.html's script (apps/web/build/shell-preload.ts) names the shell's chunk and stylesheet,
    // and the router's import of them later finds the preloaded files instead of asking again.
    const html = await (await page.request.get('/dashboard/overview')).text();
    const shell = assets.filter((asset) => asset.startsWith('/assets/shell-'));
    expect(shell).toHaveLength(2);
    for (const file of shell) expect(html).toContain(`"${file}"`);
    expect(assets.filter((asset, index) => assets.indexOf(asset) !== index)).toEqual([]);
    // The script links the shell's stylesheet itself: the router's loader adds no second link.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/shell-"]')).toHaveCount(1);
  });

  await test.step('add a backend set', async () => {
    await page.goto('/networks/backends');
    await expect(page.getByText('No backend sets yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add backend set' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby');
    await dialog.getByRole('textbox', { name: 'Backend 1', exact: true }).fill('not a backend');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(/Use host:port/)).toBeVisible();
    // Internal addresses are refused by the API (the edge would otherwise tunnel into the
    // operator's network); names that do not resolve yet are checked by the edge at each dial.
    await dialog.getByRole('textbox', { name: 'Backend 1', exact: true }).fill('10.0.0.5:25565');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(/must be a public address/)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Backend 1', exact: true })
      .fill('lobby-1.example.com:25565');
    await dialog.getByRole('button', { name: 'Add a backend' }).click();
    await dialog
      .getByRole('textbox', { name: 'Backend 2', exact: true })
      .fill('lobby-2.example.com:25565');
    await dialog.getByLabel('PROXY protocol v2').check();
    await expect(dialog.getByText(/Turn PROXY protocol on in the backend too/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Lobby' })).toBeVisible();
    await expect(page.getByText('lobby-2.example.com:25565')).toBeVisible();
    await checkScreen(page, 'backend-sets');
  });

  await test.step('add a domain and verify it with the TXT record shown', async () => {
    await page.goto('/networks/manage');
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Domain name', exact: true }).fill(domainName);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const records = page.getByRole('dialog', { name: /DNS records/ });
    await expect(records).toBeVisible();
    const txtName = await records.getByRole('textbox', { name: 'TXT Name' }).inputValue();
    const txtValue = await records.getByRole('textbox', { name: 'TXT Value' }).inputValue();
    await expect(records.getByRole('textbox', { name: 'CNAME Value' })).toHaveValue(
      /^[a-z2-7]{16}\.edge\.palisade\.test$/,
    );
    expect(txtName).toBeTruthy();
    expect(txtValue).toBeTruthy();
    // Verifying before the record exists explains what was looked for.
    await records.getByRole('button', { name: 'Verify now' }).click();
    await expect(records.getByText('Not verified yet')).toBeVisible();
    await expect(records.getByText(`No TXT record "${txtValue}" was found`)).toBeVisible();
    await publishTxt(txtName, [txtValue]);
    await records.getByRole('button', { name: 'Verify now' }).click();
    await expect(records.getByText('Verified', { exact: true })).toBeVisible();
    await checkScreen(page, 'domain-records');
    await page.keyboard.press('Escape');
    // axe looks at the screen once the dialog has gone (not at its fading copy).
    await expect(records).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(domainName) })).toContainText('Verified');
    await checkScreen(page, 'domains');
  });

  await test.step('firewall entries of all three kinds', async () => {
    await page.goto('/networks/mitigation-settings');
    await page.getByRole('button', { name: 'Add IP rule' }).click();
    let dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'IP address or CIDR block', exact: true })
      .fill('203.0.113.0/24');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: /203\.0\.113\.0\/24/ })).toContainText('Block');
    await expect(page.getByRole('row', { name: /203\.0\.113\.0\/24/ })).toContainText('Never');

    await page.getByRole('tab', { name: 'ASNs' }).click();
    await page.getByRole('button', { name: 'Add ASN rule' }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Autonomous system number', exact: true })
      .fill('AS64500');
    await dialog.getByText('Allow', { exact: true }).click();
    await dialog.getByLabel('Applies').click();
    await page.getByRole('option', { name: 'For 24 hours' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const asnRow = page.getByRole('row', { name: /AS64500/ });
    await expect(asnRow).toContainText('Allow');
    // A rule for 24 hours shows when it ends: tomorrow's date.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await expect(asnRow).toContainText(
      tomorrow.toLocaleDateString('en', { month: 'short', day: 'numeric' }),
    );
    await expect(asnRow).not.toContainText('Never');

    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByRole('button', { name: 'Add country rule' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Country').fill('Germ');
    await page.getByRole('option', { name: /Germany/ }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: /Germany \(DE\)/ })).toContainText('Block');
    await checkScreen(page, 'firewall-countries');
  });

  await test.step('a rule tried before it is saved says what it would have refused', async () => {
    // Three logins through the edge from 127.0.0.1, as a bot would send them; no backend
    // answers, and the edge counts each connection with its address.
    for (const username of ['Probe1', 'Probe2', 'Probe3'])
      await rawLogin({
        port: Number(stackEnv().env.EDGE_JAVA_PORT),
        serverHost: domainName,
        username,
        protocol: 767,
        reconnects: 0,
        timeoutMs: 5000,
      });
    await page.goto('/networks/mitigation-settings');
    const dialog = page.getByRole('dialog');
    // The edge sends its counts just after each 10-second bucket closes.
    await expect(async () => {
      await page.getByRole('button', { name: 'Add IP rule' }).click();
      await dialog
        .getByRole('textbox', { name: 'IP address or CIDR block', exact: true })
        .fill('127.0.0.0/8');
      try {
        await expect(dialog).toContainText(/Connections: 3 · Addresses: 1/, { timeout: 3000 });
      } catch (error) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        throw error;
      }
    }).toPass({ timeout: 60_000 });
    await expect(dialog).toContainText('this rule would have refused');
    await expect(dialog).toContainText('No player logged in from them.');
    await checkScreen(page, 'firewall-dry-run');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: /127\.0\.0\.0\/8/ })).toHaveCount(0);
  });

  await test.step('a sleeping server is woken when a player joins', async () => {
    // A real HTTP receiver on loopback: the stack runs with WEBHOOK_ALLOW_PRIVATE.
    const receiver = await startReceiver();
    try {
      await page.goto('/networks/backends');
      await page.getByRole('button', { name: 'Edit: Lobby' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Wake on join').check();
      await dialog
        .getByRole('textbox', { name: 'Wake webhook URL', exact: true })
        .fill(`${receiver.url}/wake`);
      await dialog
        .getByRole('textbox', { name: 'Panel URL', exact: true })
        .fill('https://panel.example.com');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog.getByText(/needs its URL, a client API key/)).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Panel URL', exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Not woken yet.')).toBeVisible();
      // Every backend of Lobby is down: a player who joins is told it starts, and the set wakes.
      // The edge learns of the saved wake within a long poll's round: a player who joined sooner
      // is told the server is offline, and joins again as a player would.
      await expect
        .poll(
          async () => {
            await rawLogin({
              port: Number(stackEnv().env.EDGE_JAVA_PORT),
              serverHost: domainName,
              username: 'Sleeper',
              protocol: 767,
              reconnects: 0,
              timeoutMs: 5000,
            });
            return receiver.hits.length;
          },
          { timeout: 20_000, intervals: [1000] },
        )
        .toBe(1);
      const [hit] = receiver.hits;
      expect(hit?.headers['x-palisade-event']).toBe('backend_set.wake');
      expect(hit?.headers['x-palisade-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ backend_set: { name: 'Lobby' } });
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(/^Woken /)).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
      await checkScreen(page, 'backend-sets-wake');
    } finally {
      await receiver.close();
    }
  });

  await test.step('an attack blocked from its details, one subnet for an hour', async () => {
    // Bots from three /24s of loopback, as from a rented server range: valid handshakes and
    // Login Starts at four times the network's threshold for three seconds.
    await botFlood({
      port: Number(stackEnv().env.EDGE_JAVA_PORT),
      serverHost: domainName,
      perSecond: 200,
      seconds: 3,
      sources: loopbackSources(60, 2, 20),
      protocol: 767,
      mix: { raw: 1, pingFirst: 0, idle: 0 },
    });
    await page.goto('/networks/attack-history');
    const details = page.getByRole('button', { name: /^Details of the attack of/ }).first();
    // The edge reports the attack just after its 10-second bucket closes.
    await expect(async () => {
      await page.reload();
      await expect(details).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await details.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('127.2.0.0/24')).toBeVisible();
    // Raw bots log in without ever playing: the in-world check refuses them, and says so.
    await expect(
      drawer.getByText('Failed the in-world check', { exact: true }).locator('xpath=..'),
    ).toContainText(/check[1-9]/);
    await drawer
      .getByRole('row', { name: /127\.2\.0\.0\/24/ })
      .getByRole('button', { name: 'Block' })
      .click();
    await page.getByRole('menuitem', { name: 'For 1 hour' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block 127.2.0.0/24?' });
    // Before confirming: what the block would have refused, from the edge's own counts.
    await expect(confirm).toContainText('this rule would have refused');
    await expect(confirm).toContainText(/Connections: [1-9]\d* · Addresses: 20/);
    await checkScreen(page, 'attack-block-confirm');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText('127.2.0.0/24 is blocked.')).toBeVisible();
    await page.goto('/networks/mitigation-settings');
    const rule = page.getByRole('row', { name: /127\.2\.0\.0\/24/ });
    await expect(rule).toContainText('Block');
    await expect(rule).not.toContainText('Never');
  });

  await test.step('lock the screen and unlock it with the password', async () => {
    await page.goto('/pages/lock-screen');
    await expect(page.getByText('Your session is locked')).toBeVisible();
    await checkScreen(page, 'lock-screen');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview/);
  });

  await test.step('the analytics screens, in dark mode', async () => {
    await page.goto('/dashboard/overview');
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await visit(page, '/dashboard/overview', 'dark-dashboard', 'Players in the last 24 hours');
    await visit(page, '/networks/analytics', 'dark-analytics', /Players/);
    await visit(
      page,
      '/networks/player-lookup',
      'dark-player-lookup',
      'Player name or address range',
    );
    await visit(page, '/networks/attack-history', 'dark-attack-history', /attack/i);
    await visit(page, '/networks/mitigation-settings', 'dark-mitigation', /203\.0\.113\.0\/24/);
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  await test.step('in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await checkFrame(
      page,
      '/networks/analytics',
      'de-frame',
      'Analysen',
      'Start/Netzwerke/Analysen',
    );
    await visit(page, '/networks/overview', 'de-network-overview', 'Geschützte Adresse');
    await visit(page, '/networks/manage', 'de-domains', domainName);
    await visit(page, '/networks/backends', 'de-backend-sets', 'Lobby');
    await visit(page, '/billing/plans', 'de-billing-plans', 'Aktueller Tarif');
    await visit(page, '/pages/profile', 'de-settings', 'Vorname');
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('at phone width', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/networks/overview', 'narrow-network-overview', /Protected address/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await checkScreen(page, 'narrow-menu');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the shell pages', async () => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/pages\/404$/);
    await checkScreen(page, 'not-found');
    await visit(page, '/pages/error-500', 'server-error', /./);
    await visit(page, '/pages/not-authorized', 'not-authorized', /./);
    await visit(page, '/pages/comingsoon', 'coming-soon', /./);
  });
});
