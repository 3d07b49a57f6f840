import { createHmac } from 'node:crypto';
import { type PterodactylPanel, startPterodactylPanel } from '@palisade/peers/pterodactyl-panel';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, startHarness } from '../../../test/harness';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { backendSets, backendSetWakes } from '../../db/schema';
import { createEdgeToken } from '../edge-sync/tokens';

let h: Harness;
let receiver: Receiver;
let panel: PterodactylPanel;
const clientKey = 'ptlc_0123456789abcdefghijklmnopqrstuvwxyzABCD';

beforeAll(async () => {
  h = await startHarness({ WEBHOOK_ALLOW_PRIVATE: '1' });
  await allowTestNets(h);
  receiver = await startReceiver();
  panel = await startPterodactylPanel(clientKey, ['1a7ce997']);
});
afterAll(async () => {
  await receiver.close();
  await panel.close();
  await h.close();
});

async function setUp(a: Account) {
  const network = await a.route('createNetwork', { body: { name: 'sleepy' } });
  const params = { id: String(network.body.data.id) };
  const created = await a.route('createBackendSet', {
    params,
    body: { name: 'survival', backends: ['203.0.113.9:25565'] },
  });
  const location = await insertLocation(h, `wake${Date.now().toString(36)}`);
  const { token } = await createEdgeToken(h.deps.db, location.id, 'edge');
  const setParams = { ...params, setId: String(created.body.data.id) };
  /** What an edge reports when a player found the set asleep; the wake runs behind it. */
  const asleep = async (wake: number[] = [created.body.data.id]) => {
    const reply = await h.route(
      'edgeBackendHealth',
      { body: { backends: [], wake } },
      { 'x-edge-token': token },
    );
    expect(reply.statusCode).toBe(200);
    await h.deps.background.drain();
  };
  return { set: created.body.data, setParams, secret: network.body.data.webhook_secret, asleep };
}

describe('wake on join', () => {
  it('sends the signed webhook and the Pterodactyl start at most once a minute per set', async () => {
    const a = await account(h);
    const { set, setParams, secret, asleep } = await setUp(a);
    const changed = await a.route('updateBackendSet', {
      params: setParams,
      body: {
        wake: {
          enabled: true,
          webhook_url: `${receiver.url}/wake`,
          pterodactyl_url: `${panel.url}/`,
          pterodactyl_key: clientKey,
          pterodactyl_server: '1a7ce997',
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.wake).toMatchObject({
      enabled: true,
      pterodactyl_key_set: true,
      motd: '§eThe server starts when you join.',
      last_at: null,
    });
    expect(JSON.stringify(changed.body)).not.toContain(clientKey);
    const [stored] = await h.deps.db
      .select({ sealed: backendSets.pterodactylKeySealed })
      .from(backendSets)
      .where(eq(backendSets.id, set.id));
    expect(stored?.sealed).not.toContain(clientKey);

    const hitsBefore = receiver.hits.length;
    await asleep();
    const hits = receiver.hits.slice(hitsBefore);
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit?.path).toBe('/wake');
    expect(hit?.headers['x-palisade-event']).toBe('backend_set.wake');
    expect(hit?.headers['x-palisade-signature']).toBe(
      `sha256=${createHmac('sha256', secret)
        .update(hit?.body ?? '')
        .digest('hex')}`,
    );
    expect(JSON.parse(hit?.body ?? '')).toMatchObject({
      event: 'backend_set.wake',
      backend_set: { id: set.id, name: 'survival' },
    });
    expect(panel.started).toEqual([{ server: '1a7ce997', signal: 'start' }]);
    const shown = await a.route('getBackendSet', { params: setParams });
    expect(shown.body.data.wake).toMatchObject({ last_ok: true, last_error: null });
    expect(shown.body.data.wake.last_at).not.toBeNull();

    // Other edges and other players within the minute: nothing more goes out.
    await asleep();
    await asleep();
    expect(receiver.hits.length).toBe(hitsBefore + 1);
    expect(panel.started).toHaveLength(1);

    // A minute later the set may be woken again.
    await h.deps.db
      .update(backendSetWakes)
      .set({ wokenAt: sql`now() - interval '61 seconds'` })
      .where(eq(backendSetWakes.setId, set.id));
    await asleep();
    expect(receiver.hits.length).toBe(hitsBefore + 2);
    expect(panel.started).toHaveLength(2);
  });

  it('records what failed, and wakes only sets whose wake is on', async () => {
    const a = await account(h);
    const { set, setParams, asleep } = await setUp(a);
    const hitsBefore = receiver.hits.length;
    await asleep();
    expect(receiver.hits.length).toBe(hitsBefore);
    expect((await a.route('getBackendSet', { params: setParams })).body.data.wake.last_at).toBe(
      null,
    );

    await a.route('updateBackendSet', {
      params: setParams,
      body: {
        wake: {
          enabled: true,
          webhook_url: `${receiver.url}/wake`,
          pterodactyl_url: panel.url,
          pterodactyl_key: 'ptlc_wrong',
          pterodactyl_server: '1a7ce997',
        },
      },
    });
    receiver.failNext(1);
    await asleep();
    expect(panel.refused).toContain(401);
    const wake = (await a.route('getBackendSet', { params: setParams })).body.data.wake;
    expect(wake.last_ok).toBe(false);
    expect(wake.last_error).toBe('webhook: HTTP 500\nPterodactyl: HTTP 401');
    expect(set.wake.enabled).toBe(false);
  });

  it('refuses a wake with nowhere to call and an incomplete panel', async () => {
    const a = await account(h);
    const { setParams } = await setUp(a);
    const nowhere = await a.route('updateBackendSet', {
      params: setParams,
      body: { wake: { enabled: true } },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body.details).toEqual([
      expect.objectContaining({ path: 'body.wake.webhook_url' }),
    ]);
    const incomplete = await a.route('updateBackendSet', {
      params: setParams,
      body: { wake: { pterodactyl_url: 'https://panel.example.com', pterodactyl_server: 'abc' } },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body.details).toEqual([
      expect.objectContaining({ path: 'body.wake.pterodactyl_key' }),
    ]);
    const badUrl = await a.route('updateBackendSet', {
      params: setParams,
      body: { wake: { webhook_url: 'ftp://example.com/wake' } },
    });
    expect(badUrl.body.details).toContainEqual(
      expect.objectContaining({ path: 'body.wake.webhook_url' }),
    );
  });

  it('without WEBHOOK_ALLOW_PRIVATE, refuses to call an internal address', async () => {
    const strict = await startHarness();
    try {
      await allowTestNets(strict);
      const a = await account(strict);
      const network = await a.route('createNetwork', { body: { name: 'strict' } });
      const params = { id: String(network.body.data.id) };
      const created = await a.route('createBackendSet', {
        params,
        body: {
          name: 's',
          backends: ['203.0.113.9:25565'],
          wake: { enabled: true, webhook_url: `${receiver.url}/wake` },
        },
      });
      expect(created.statusCode).toBe(200);
      const location = await insertLocation(strict, `strict${Date.now().toString(36)}`);
      const { token } = await createEdgeToken(strict.deps.db, location.id, 'edge');
      const hitsBefore = receiver.hits.length;
      await strict.route(
        'edgeBackendHealth',
        { body: { backends: [], wake: [created.body.data.id] } },
        { 'x-edge-token': token },
      );
      await strict.deps.background.drain();
      expect(receiver.hits.length).toBe(hitsBefore);
      const wake = (
        await a.route('getBackendSet', {
          params: { ...params, setId: String(created.body.data.id) },
        })
      ).body.data.wake;
      expect(wake.last_ok).toBe(false);
      expect(wake.last_error).toMatch(/not a public address/);
    } finally {
      await strict.close();
    }
  });
});
