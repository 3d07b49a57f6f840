import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import {
  readFrame,
  readHandshake,
  readLoginStart,
  writeFrame,
  writeHandshake,
} from '@palisade/mcproto';
import {
  idleClient,
  joinAsPlayer,
  rawLogin,
  type SpawnServer,
  startSpawnServer,
} from '@palisade/peers';
import mc from 'minecraft-protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentGraceMs } from '../filters/slots';
import { type LimboVerdict, limboSupports, verifyInLimbo } from './index';
import { limboReleases } from './releases';
import { playMs, replyMs } from './session';

/**
 * A small edge for the limbo: it reads the handshake and Login Start, sends a client it has not
 * seen pass into the limbo, and relays one that passed (same address and name) to a real
 * minecraft-protocol server. Every verdict is kept for the tests to look at.
 */
interface Verified {
  verdict: LimboVerdict;
  username: string;
  protocol: number;
  sent: number;
  /** Whether the limbo told the edge the client answered its first step. */
  answered: boolean;
  /** How often the limbo told the edge the client had sent nothing within the grace. */
  silent: number;
}

const transferHost = 'play.limbo.test';
let edge: Server;
let port: number;
const backends = new Map<number, Promise<SpawnServer>>();
const verdicts: Verified[] = [];
const allowed = new Set<string>();

function onConnection(socket: Socket) {
  let received = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const first = readFrame(received);
    if (first.kind === 'malformed') return socket.destroy();
    if (first.kind === 'incomplete') return;
    const second = readFrame(received.subarray(first.size));
    if (second.kind === 'malformed') return socket.destroy();
    if (second.kind === 'incomplete') return;
    socket.off('data', onData);
    socket.pause();
    const handshake = readHandshake(first.value.body);
    if (handshake.kind !== 'ok') return socket.destroy();
    const protocol = handshake.value.protocolVersion;
    const login = readLoginStart(second.value.body, protocol);
    if (login.kind !== 'ok' || !limboSupports(protocol)) return socket.destroy();
    const username = login.value.username;
    const key = `${socket.remoteAddress}|${username}`;
    if (allowed.has(key)) {
      // A client back from a Transfer says so (intent 3); backends refuse that unless they
      // accept transfers, so the edge hands them a login (intent 2).
      const hello = writeFrame(0x00, writeHandshake({ ...handshake.value, nextState: 2 }));
      const rest = received.subarray(first.size);
      return void relay(socket, Buffer.concat([hello, rest]), protocol);
    }
    let answered = false;
    let silent = 0;
    void verifyInLimbo({
      socket,
      received,
      protocol,
      username,
      transfer: { host: transferHost, port },
      rejoinMessage: 'Verified: join again',
      failMessage: 'Verification failed',
      answered: () => {
        answered = true;
      },
      silent: {
        ms: silentGraceMs,
        tell: () => {
          silent += 1;
        },
      },
    }).then((verdict) => {
      if (verdict.passed) allowed.add(key);
      const record = () =>
        verdicts.push({
          verdict,
          username,
          protocol,
          sent: socket.bytesWritten,
          answered,
          silent,
        });
      if (socket.destroyed) record();
      else socket.once('close', record);
    });
  };
  socket.on('data', onData);
  socket.on('error', () => {});
  socket.resume();
}

/** Relays a verified client to the real backend of its release, as the edge does. */
async function relay(client: Socket, received: Buffer, protocol: number) {
  const release = limboReleases[protocol]?.[0] as string;
  if (!backends.has(protocol)) backends.set(protocol, startSpawnServer(release));
  const backend = await (backends.get(protocol) as Promise<SpawnServer>);
  const upstream = connect({ host: '127.0.0.1', port: backend.port });
  upstream.on('connect', () => {
    upstream.write(received);
    client.pipe(upstream).pipe(client);
    client.resume();
  });
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
}

/** The verdict of the limbo run that `username` went through, once its socket has closed. */
async function verdictOf(username: string): Promise<Verified> {
  await vi.waitFor(() => expect(verdicts.find((v) => v.username === username)).toBeDefined(), {
    timeout: 15_000,
  });
  return verdicts.find((v) => v.username === username) as Verified;
}

beforeAll(async () => {
  edge = createServer({ pauseOnConnect: true }, onConnection);
  edge.listen(0, '127.0.0.1');
  await once(edge, 'listening');
  port = (edge.address() as { port: number }).port;
});

afterAll(async () => {
  edge?.close();
  for (const backend of backends.values()) (await backend).close();
});

const peer = (username: string, n: number) => ({
  port,
  serverHost: 'mc.limbo.test',
  username,
  localAddress: `127.0.0.${n}`,
});

const failed = (reason: string) => ({ passed: false, reason });

describe('the limbo, with real clients', () => {
  const releases = [
    '1.8.8',
    '1.12.2',
    '1.16.5',
    '1.18.2',
    '1.19.4',
    '1.20.1',
    '1.20.4',
    '1.21.1',
    '1.21.4',
  ];

  it.each(releases)('lets a mineflayer player of %s through, then back in', async (release) => {
    const username = `Player${release.replaceAll('.', '_')}`;
    const from = peer(username, 10 + releases.indexOf(release));
    const joined = await joinAsPlayer({ ...from, version: release });
    const { verdict, protocol, answered, silent } = await verdictOf(username);
    expect(verdict).toMatchObject({ passed: true });
    expect(answered).toBe(true);
    expect(silent).toBe(0);
    expect(joined).toMatchObject({ spawned: true, attempts: 2 });
    if (protocol >= 766)
      expect(joined).toMatchObject({
        via: 'transfer',
        transferredTo: { host: transferHost, port },
      });
    else expect(joined).toMatchObject({ via: 'rejoin' });
    expect((await backends.get(protocol))?.joined).toContain(username);
  });
});

describe('the limbo, with attack bots', () => {
  it.each([
    '1.8.8',
    '1.12.2',
    '1.20.1',
    '1.21.4',
  ])('keeps out a minecraft-protocol client of %s that logs in and idles', async (release) => {
    const username = `Idle${release.replaceAll('.', '_')}`;
    const run = await idleClient({ ...peer(username, 30), version: release });
    expect(run.kicks).toEqual(['Verification failed']);
    // It answers keep-alives, but neither confirms the teleport nor moves.
    const { verdict, silent } = await verdictOf(username);
    expect(verdict).toMatchObject(failed('teleport'));
    expect(silent).toBe(0);
  });

  it.each([
    [47, 'RawOld'],
    [769, 'RawNew'],
  ])('drops raw logins of protocol %i soon, and again when they reconnect', async (protocol, username) => {
    const run = await rawLogin({ ...peer(username, 40), protocol });
    expect(run.attempts).toBe(2);
    await vi.waitFor(() => expect(verdicts.filter((v) => v.username === username)).toHaveLength(2));
    for (const { verdict, sent, answered, silent } of verdicts.filter(
      (v) => v.username === username,
    )) {
      expect(verdict).toMatchObject(failed('timeout'));
      expect(answered).toBe(false);
      // Told silent once at the grace; its time still runs out at the first deadline.
      expect(silent).toBe(1);
      // The first deadline, not the one for clients in the world.
      expect(verdict.ms).toBeGreaterThanOrEqual(replyMs);
      expect(verdict.ms).toBeLessThan(playMs);
      // Set Compression and Login Success (and before 1.20.2 a keep-alive): no world, no
      // registries, and no kick, which a client silent since its Login Start never reads (the
      // kick would add 34 bytes).
      expect(sent).toBeLessThan(protocol === 47 ? 64 : 40);
    }
  });

  it.each([
    ['bytes that are no frame', Buffer.alloc(8, 0xff)],
    ['a frame longer than the limbo reads', Buffer.from([0xff, 0xff, 0x7f, 0x00])],
    ['a frame of nonsense', Buffer.from([0x05, 0x03, 0x01, 0x02, 0x03, 0x04])],
    ['a packet whose fields do not parse', Buffer.from([0x03, 0x00, 0x04, 0x7f])],
  ])('fails a client that sends %s after Login Start', async (_what, after) => {
    const username = `Junk${after.toString('hex').slice(0, 8)}`;
    const run = await rawLogin({ ...peer(username, 50), protocol: 340, after, reconnects: 0 });
    expect(run.attempts).toBe(1);
    const { verdict, silent } = await verdictOf(username);
    expect(verdict).toMatchObject(failed('protocol'));
    expect(silent).toBe(0);
  });

  it('ends the check when the client leaves in the middle of it', async () => {
    const username = 'Leaver';
    const client = mc.createClient({
      host: '127.0.0.1',
      port,
      username,
      version: '1.20.4',
      auth: 'offline',
      hideErrors: true,
    });
    client.on('error', () => {});
    client.once('position', () => client.end());
    expect((await verdictOf(username)).verdict).toMatchObject(failed('closed'));
  });
});
