import { type PterodactylPanel, startPterodactylPanel } from '@palisade/peers/pterodactyl-panel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation, subUser } from '../../../test/fixtures';
import { account, type Harness, startHarness } from '../../../test/harness';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { backendSetWakes } from '../../db/schema';
import { createEdgeToken } from '../edge-sync/tokens';

let h: Harness;
/** The owner's panel, which knows the owner's key. */
let panel: PterodactylPanel;
/** Somewhere a sub-user would like the owner's key to go. */
let elsewhere: Receiver;
const ownerKey = 'ptlc_owner0123456789abcdefghijklmnopqrstuvwxyz';
const server = '1a7ce997';

beforeAll(async () => {
  h = await startHarness({ WEBHOOK_ALLOW_PRIVATE: '1' });
  await allowTestNets(h);
  panel = await startPterodactylPanel(ownerKey, [server]);
  elsewhere = await startReceiver();
});
afterAll(async () => {
  await panel.close();
  await elsewhere.close();
  await h.close();
});

/** An owner's network whose set wakes the owner's panel, and an edge to ask for the wake. */
async function ownerWithPanel() {
  const owner = await account(h);
  const network = (await owner.route('createNetwork', { body: { name: 'panel' } })).body.data;
  const params = { id: String(network.id) };
  const created = await owner.route('createBackendSet', {
    params,
    body: {
      name: 'survival',
      backends: ['203.0.113.9:25565'],
      wake: {
        enabled: true,
        pterodactyl_url: panel.url,
        pterodactyl_key: ownerKey,
        pterodactyl_server: server,
      },
    },
  });
  expect(created.statusCode).toBe(200);
  const set = created.body.data;
  const setParams = { ...params, setId: String(set.id) };
  const location = await insertLocation(h, `cred${Date.now().toString(36)}`);
  const { token } = await createEdgeToken(h.deps.db, location.id, 'edge');
  /** An edge's report that a player found the set asleep; the wake runs behind it. */
  const asleep = async () => {
    // Each wake of a test is a minute of its own.
    await h.deps.db.delete(backendSetWakes).where(eq(backendSetWakes.setId, set.id));
    const reply = await h.route(
      'edgeBackendHealth',
      { body: { backends: [], wake: [set.id] } },
      { 'x-edge-token': token },
    );
    expect(reply.statusCode).toBe(200);
    await h.deps.background.drain();
  };
  return { owner, network, set, params, setParams, asleep };
}

/** Every Authorization header that reached the other receiver since `from`. */
const keysElsewhere = (from: number) =>
  elsewhere.hits.slice(from).map((hit) => hit.headers.authorization);

describe('the Pterodactyl key goes only to the panel it was given for', () => {
  it('a sub-user with update_backends cannot point the panel or the wake webhook elsewhere', async () => {
    const { owner, network, set, params, setParams, asleep } = await ownerWithPanel();
    const editor = await subUser(h, owner, network.id, {
      read_backends: true,
      create_backends: true,
      update_backends: true,
    });
    const before = elsewhere.hits.length;

    const moved = await editor.route('updateBackendSet', {
      params: setParams,
      body: { wake: { pterodactyl_url: `${elsewhere.url}/` } },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.body.code).toBe('FORBIDDEN');
    expect(moved.body.message).toContain('update_webhooks');
    for (const wake of [
      { webhook_url: `${elsewhere.url}/wake` },
      { pterodactyl_key: 'ptlc_mine' },
      { pterodactyl_key: '' },
    ]) {
      const refused = await editor.route('updateBackendSet', { params: setParams, body: { wake } });
      expect(refused.statusCode).toBe(403);
    }
    const created = await editor.route('createBackendSet', {
      params,
      body: {
        name: 'mine',
        backends: ['203.0.113.10:25565'],
        wake: { enabled: true, webhook_url: `${elsewhere.url}/wake` },
      },
    });
    expect(created.statusCode).toBe(403);

    // The set sent back as it reads, and other wake settings, need no more than update_backends.
    const { wake } = (await editor.route('getBackendSet', { params: setParams })).body.data;
    const kept = await editor.route('updateBackendSet', {
      params: setParams,
      body: {
        name: 'renamed',
        wake: {
          enabled: wake.enabled,
          webhook_url: wake.webhook_url,
          motd: 'waking',
          kick_message: wake.kick_message,
          pterodactyl_url: wake.pterodactyl_url,
          pterodactyl_server: wake.pterodactyl_server,
        },
      },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data.wake).toMatchObject({ pterodactyl_url: panel.url, motd: 'waking' });

    const started = panel.started.length;
    await asleep();
    expect(panel.started.length).toBe(started + 1);
    expect(keysElsewhere(before)).toEqual([]);
    expect(set.wake.pterodactyl_key_set).toBe(true);
  });

  it('a new panel URL needs the key again, from the owner and a sub-user with update_webhooks', async () => {
    const { owner, network, setParams, asleep } = await ownerWithPanel();
    const trusted = await subUser(h, owner, network.id, {
      read_backends: true,
      update_backends: true,
      update_webhooks: true,
    });
    const before = elsewhere.hits.length;

    for (const caller of [owner, trusted]) {
      const moved = await caller.route('updateBackendSet', {
        params: setParams,
        body: { wake: { pterodactyl_url: `${elsewhere.url}/` } },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.body.code).toBe('VALIDATION_ERROR');
      expect(moved.body.details).toEqual([
        expect.objectContaining({ path: 'body.wake.pterodactyl_key' }),
      ]);
    }
    await asleep();
    expect(keysElsewhere(before)).toEqual([]);

    // With a key of their own, the panel moves and only that key goes there.
    const withKey = await trusted.route('updateBackendSet', {
      params: setParams,
      body: { wake: { pterodactyl_url: `${elsewhere.url}/`, pterodactyl_key: 'ptlc_theirs' } },
    });
    expect(withKey.statusCode).toBe(200);
    await asleep();
    expect(keysElsewhere(before)).toEqual(['Bearer ptlc_theirs']);

    // Taking the panel away takes its key with it.
    const removed = await owner.route('updateBackendSet', {
      params: setParams,
      body: { wake: { pterodactyl_url: '', pterodactyl_server: '', webhook_url: elsewhere.url } },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data.wake).toMatchObject({
      pterodactyl_url: '',
      pterodactyl_key_set: false,
    });
  });
});
