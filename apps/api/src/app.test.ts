import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { routes } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, bearer, type Harness, startHarness } from '../test/harness';

let h: Harness;
let webDist: string;
const metricsToken = 'a-metrics-token-for-tests';
const apiHost = 'api.palisade.test';
const inlineScript = "document.documentElement.lang = 'en';";
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'palisade-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>Palisade</title><script>${inlineScript}</script><div id="root"></div><script type="module" src="/assets/app.js"></script>`,
  );
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("palisade")');
  await writeFile(
    path.join(webDist, 'assets', 'app.js.br'),
    brotliCompressSync('console.log("palisade")'),
  );
  h = await startHarness({ METRICS_TOKEN: metricsToken, API_HOST: apiHost }, webDist);
});
afterAll(async () => {
  await h.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('envelope', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/user/summary', '/api']) {
      const reply = await h.request({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const post = await h.request({ method: 'POST', url: '/api/v1/auth/nothing', payload: {} });
    expect(post.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('turns malformed JSON, wrong media types and huge bodies into 4xx envelopes', async () => {
    const malformed = await h.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });

    const text = await h.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await h.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes an empty body labelled JSON as no body, as many HTTP clients send a DELETE', async () => {
    const a = await account(h);
    const net = (await a.route('createNetwork', { body: { name: 'empty body' } })).body.data;
    const headers = { ...bearer(a.token), 'content-type': 'application/json' };
    const removed = await h.request({
      method: 'DELETE',
      url: `/api/v1/networks/${net.id}`,
      headers,
      payload: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toEqual({ status: 0, data: { id: net.id } });
    // A route that needs a body names what is missing; blank is still not JSON.
    const bodiless = await h.request({
      method: 'POST',
      url: '/api/v1/networks',
      headers,
      payload: '',
    });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.body.code).toBe('VALIDATION_ERROR');
    const blank = await h.request({
      method: 'POST',
      url: '/api/v1/networks',
      headers,
      payload: ' ',
    });
    expect(blank.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('hides the cause of a server failure', async () => {
    const broken = await startHarness();
    await broken.database.close();
    const reply = await broken.request({
      method: 'GET',
      url: '/api/v1/auth/verify/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({
      status: 500,
      code: 'INTERNAL',
      error: 'Something went wrong on our side. Try again.',
      message: 'Something went wrong on our side. Try again.',
    });
    const health = await broken.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await broken.app.close();
    await broken.mailbox.close();
  });

  it('sends security headers', async () => {
    const reply = await h.request({ method: 'GET', url: '/api/v1/auth/oauth/providers' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.headers['strict-transport-security']).toBeDefined();
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['content-security-policy']).not.toContain('cloudflare');
  });

  it("runs index.html's own inline scripts by hash, and no other inline script", async () => {
    const page = await h.request({ method: 'GET', url: '/login' });
    const policy = String(page.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).not.toContain('unsafe-inline');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(scripts.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);

    // The API reference page gets its own scripts' hashes, still no 'unsafe-inline'.
    const docs = await h.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const docsScripts = /script-src ([^;]*)/.exec(
      String(docs.headers['content-security-policy']),
    )?.[1];
    expect(docsScripts).not.toContain('unsafe-inline');
    expect(docsScripts).toMatch(/'sha256-/);
  });

  it("lets Cloudflare Turnstile's script and frame in when it is configured", async () => {
    const withTurnstile = await startHarness({
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET: 'secret',
    });
    const reply = await withTurnstile.request({ method: 'GET', url: '/api/v1/auth/captcha' });
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    // Without METRICS_TOKEN, the main port serves no metrics at all.
    expect((await withTurnstile.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await withTurnstile.close();
  });
});

describe('operations', () => {
  it('reports health and Prometheus metrics', async () => {
    const health = await h.request({ method: 'GET', url: '/healthz' });
    expect(health.body).toEqual({ status: 0, data: { database: 'up' } });
    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    const metrics = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('palisade_api_http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('palisade_api_process_cpu_seconds_total');
  });

  it('publishes an OpenAPI 3.1 document with every contract route, and its reference UI', async () => {
    const doc = await h.request<never>({ method: 'GET', url: '/api/v1/openapi.json' });
    const spec = doc.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'bearer',
      'edgeToken',
    ]);
    for (const [name, route] of Object.entries(routes)) {
      const openapiPath = `/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(spec.paths[openapiPath]?.[route.method.toLowerCase()]?.operationId, name).toBe(name);
    }
    const docs = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('/api/v1/openapi.json');
  });
});

describe('web app', () => {
  it('serves assets, and index.html for every dashboard route', async () => {
    for (const url of [
      '/',
      '/dashboard/overview',
      '/networks/manage?x=1',
      '/activate-account/abc',
    ]) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe('console.log("palisade")');
  });

  it('sends the brotli copy to a browser that takes it, and caches hashed assets for a year', async () => {
    const asset = await h.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("palisade")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // index.html names the current hashes: the browser asks again on every load.
    for (const url of ['/', '/dashboard/overview']) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('API_HOST and the API paths without /api/v1', () => {
  it('answers the API at the root of API_HOST, as TCPShield clients send it', async () => {
    const key = (await (await account(h)).route('regenerateApiKey')).body.data.key;
    for (const host of [apiHost, `${apiHost}:8443`, 'API.Palisade.test']) {
      const reply = await h.app.inject({
        method: 'GET',
        url: '/user/summary',
        headers: { host, 'x-api-key': key },
      });
      expect(reply.statusCode, host).toBe(200);
      expect(reply.json()).toMatchObject({ status: 0, message: 'Account summary' });
    }
    // Its /api/v1 paths work there too, and nothing on it is the dashboard.
    const prefixed = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user/summary',
      headers: { host: apiHost, 'x-api-key': key },
    });
    expect(prefixed.statusCode).toBe(200);
    for (const url of ['/', '/dashboard/overview', '/assets/app.js']) {
      const reply = await h.app.inject({ method: 'GET', url, headers: { host: apiHost } });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('application/json');
    }
    const health = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: apiHost },
    });
    expect(health.statusCode).toBe(200);
  });

  it("answers an API client on the dashboard's host with a JSON 404 naming /api/v1", async () => {
    const meant =
      'No route GET /networks/7/domains. The API answers under /api/v1: GET /api/v1/networks/7/domains.';
    for (const headers of [
      { 'x-api-key': 'pal_anything' },
      { accept: 'application/json' },
      { accept: 'application/json, */*' },
    ]) {
      const reply = await h.app.inject({ method: 'GET', url: '/networks/7/domains', headers });
      expect(reply.statusCode, JSON.stringify(headers)).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', message: meant });
    }
    const post = await h.app.inject({ method: 'POST', url: '/networks', payload: {} });
    expect(post.json().message).toBe(
      'No route POST /networks. The API answers under /api/v1: POST /api/v1/networks.',
    );
    // A browser still gets the dashboard at the same path.
    const browser = await h.app.inject({
      method: 'GET',
      url: '/networks/7/domains',
      headers: { accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8' },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-type']).toContain('text/html');
    // An API client on a path the API does not know gets JSON, and no guess.
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/no/such/thing',
      headers: { accept: 'application/json' },
    });
    expect(unknown.json()).toMatchObject({ message: 'No route GET /no/such/thing.' });
  });
});
