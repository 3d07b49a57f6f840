import { type Backend, join, ping, startBackend } from '@palisade/peers/minecraft';
import { freePort } from '@palisade/peers/ports';
import { type PterodactylPanel, startPterodactylPanel } from '@palisade/peers/pterodactyl-panel';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EdgeStack, stackStartMs, startEdgeStack } from '../../test/stack';
import type { Edge } from '../edge';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const host = `sleepy.${suffix}.example.com`;
const clientKey = 'ptlc_edgetestkey0123456789';

let stack: EdgeStack;
let edge: Edge;
let panel: PterodactylPanel;
let server: Backend | null = null;

beforeAll(async () => {
  // The panel listens on loopback: the API may call it only when private targets are allowed.
  stack = await startEdgeStack(`wake${suffix}`, { env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  panel = await startPterodactylPanel(clientKey, ['d3aac109']);
  edge = await stack.edge();
}, stackStartMs);

afterAll(async () => {
  server?.close();
  await panel?.close();
  await stack?.close();
});

describe('a sleeping server, through a real edge', () => {
  it('answers starting up, starts the server through Pterodactyl, and lets the player in once it is up', async () => {
    const port = await freePort();
    const networkId = (await stack.owner.route('createNetwork', { body: { name: 'sleepy' } })).body
      .data.id;
    await stack.routedDomain(networkId, host, {
      backends: [`127.0.0.1:${port}`],
      wake: {
        enabled: true,
        motd: 'Asleep: join to start it',
        kick_message: 'Starting up, join again in a minute',
        pterodactyl_url: panel.url,
        pterodactyl_key: clientKey,
        pterodactyl_server: 'd3aac109',
      },
    });
    await stack.caughtUp(edge);

    const status = await ping(edge.port, host);
    expect(status.description).toMatchObject({ text: 'Asleep: join to start it' });
    // A server-list ping does not wake the server: only a player who joins does.
    expect(panel.started).toEqual([]);

    expect(await join(edge.port, host, 'Sleeper', null)).toEqual({
      joined: false,
      reason: 'Starting up, join again in a minute',
    });
    await vi.waitFor(
      () => expect(panel.started).toEqual([{ server: 'd3aac109', signal: 'start' }]),
      {
        timeout: 5000,
        interval: 50,
      },
    );

    // The panel starts the server; once the edge's health check reaches it, the player gets in.
    server = await startBackend('Awake', undefined, {}, port);
    const backend = server;
    await vi.waitFor(
      async () => expect((await join(edge.port, host, 'Sleeper', backend)).joined).toBe(true),
      { timeout: 15_000, interval: 500 },
    );
    // Every kick while asleep asked once: the panel was called a single time.
    expect(panel.started).toHaveLength(1);
  });
});
