import { deflateRawSync } from 'node:zlib';
import { offlineMotdMaxBytes } from '@palisade/contract';
import {
  readUnconnectedPong,
  writeFrameSet,
  writeRequestNetworkSettings,
  writeVarInt,
} from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import { Cookies } from './cookie';
import { SessionLimiter } from './limiter';
import { LoginReader, maxFrameSets } from './login-reader';
import { maxPongBytes, offlineMotd, PongTemplate } from './pong';
import { PongCounter } from './pong-limit';

describe('the request 1 cookie', () => {
  it("carries the client's RakNet protocol, for its address and port, for two slots", () => {
    const cookies = new Cookies();
    const at = 1_000_000_000_000;
    const cookie = cookies.issue('203.0.113.5', 50000, 11, at);
    expect(cookies.check(cookie, '203.0.113.5', 50000, at + 5000)).toBe(11);
    expect(cookies.check(cookie, '203.0.113.5', 50000, at + 19_999)).toBe(11);
    expect(cookies.check(cookie, '203.0.113.5', 50000, at + 20_000)).toBeNull();
    expect(cookies.check(cookie, '203.0.113.5', 50001, at)).toBeNull();
    expect(cookies.check(cookie, '203.0.113.6', 50000, at)).toBeNull();
    expect(new Cookies().check(cookie, '203.0.113.5', 50000, at)).toBeNull();
  });
});

describe('the session limiter', () => {
  it('bans an address past its share and refuses a subnet past its own', () => {
    const limiter = new SessionLimiter();
    const told: [number, string, number][] = [];
    limiter.onBan = (networkId, address, until) => told.push([networkId, address, until]);
    const settings = { threshold: 20, banSeconds: 60 };
    const now = 5_000_000;
    const verdicts = Array.from({ length: 6 }, () => limiter.admit(1, '10.0.0.1', settings, now));
    expect(verdicts).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'ban']);
    // The kernel's first line is told of the ban, once (`kernel/kernel-filter.ts`).
    expect(told).toEqual([[1, '10.0.0.1', now + 60_000]]);
    expect(limiter.isBanned(1, '10.0.0.1', now + 59_000)).toBe(true);
    expect(limiter.isBanned(1, '10.0.0.1', now + 60_000)).toBe(false);
    expect(limiter.isBanned(2, '10.0.0.1', now)).toBe(false);
    // 20 a second from one /24 (the threshold), its neighbours each within their share.
    const neighbours = Array.from({ length: 20 }, (_, i) =>
      limiter.admit(1, `10.0.0.${10 + i}`, settings, now),
    );
    expect(neighbours.filter((v) => v === 'pass')).toHaveLength(14);
    expect(limiter.admit(1, '10.0.0.99', settings, now)).toBe('subnet');
    expect(limiter.admit(1, '10.0.0.99', settings, now + 1000)).toBe('pass');
  });
});

describe('the pong count', () => {
  it('gives a key its limit per second, and starts again the next second', () => {
    const counter = new PongCounter();
    const now = 7_000_000;
    const taken = Array.from({ length: 6 }, () => counter.take('19132|10.0.0.1', 5, now));
    expect(taken).toEqual([true, true, true, true, true, false]);
    expect(counter.take('19133|10.0.0.1', 5, now)).toBe(true);
    expect(counter.take('19132|10.0.0.1', 5, now + 999)).toBe(false);
    expect(counter.take('19132|10.0.0.1', 5, now + 1000)).toBe(true);
  });
});

describe('the pong', () => {
  it("names the edge's GUID and port and echoes the client's time", () => {
    const pong = new PongTemplate(-2n, 19140);
    const time = Buffer.from('0000000000000abc', 'hex');
    const bytes = pong.answer('MCPE;Hi;766;1.21.50;3;50;123;World;Survival;1;19132;19133;', time);
    expect(readUnconnectedPong(bytes)).toMatchObject({
      kind: 'ok',
      value: {
        time: 0xabcn,
        serverGuid: -2n,
        motd: 'MCPE;Hi;766;1.21.50;3;50;18446744073709551614;World;Survival;1;19140;19140;',
      },
    });
  });

  it("is the network's offline MOTD, without the separators, when no backend answers", () => {
    expect(offlineMotd('Back;soon\nreally', 'MCPE;x;766;1.21.50;0;10;1;w;Survival;1;1;1;')).toBe(
      'MCPE;Back soon really;766;1.21.50;0;0;0;Palisade;Survival;1;0;0;',
    );
    expect(offlineMotd('Off', null)).toBe('MCPE;Off;0;;0;0;0;Palisade;Survival;1;0;0;');
  });

  it('is at most 10 times the ping, whatever MOTD the backend or the settings give', () => {
    const pong = new PongTemplate(-2n, 19140);
    const time = Buffer.alloc(8);
    const ping = 33;
    // A backend's 60 KB MOTD and level name, in characters of 2, 3 and 4 bytes.
    const huge = `MCPE;${'é€😀'.repeat(6700)};766;1.21.50;3;50;123;${'😀'.repeat(4000)};Survival;1;1;1;`;
    const hostile = pong.answer(huge, time);
    expect(hostile.length).toBeLessThanOrEqual(maxPongBytes);
    expect(maxPongBytes).toBe(10 * ping);
    const read = readUnconnectedPong(hostile);
    if (read.kind !== 'ok') throw new Error('the cut pong does not read');
    const fields = read.value.motd.split(';');
    // The level name went first, the MOTD line was cut between whole characters.
    expect(fields.slice(2)).toEqual(
      '766;1.21.50;3;50;18446744073709551614;;Survival;1;19140;19140;'.split(';'),
    );
    expect('é€😀'.repeat(6700).startsWith(fields[1] ?? '-')).toBe(true);
    expect(fields[1]).not.toContain('\ufffd');
    expect(hostile.length).toBeGreaterThan(maxPongBytes - 4);
    // The offline MOTD of a network saved before its length was bounded: 512 characters of 3 bytes.
    const offline = pong.answer(offlineMotd('€'.repeat(512), huge), time);
    expect(offline.length).toBeLessThanOrEqual(maxPongBytes);
    // The longest offline MOTD the settings take (200 bytes) is sent whole.
    const longest = `§c${'€'.repeat(65)}ok`;
    expect(Buffer.byteLength(longest)).toBe(offlineMotdMaxBytes);
    const allowed = pong.answer(offlineMotd(longest, 'MCPE;x;766;1.21.50;0;10;1;w;S;1;1;1;'), time);
    expect(readUnconnectedPong(allowed)).toMatchObject({
      value: { motd: expect.stringContaining(`;${longest};766;1.21.50;`) },
    });
    // An ordinary MOTD is sent whole.
    const ordinary = 'MCPE;§bA Minecraft server;766;1.21.50;3;50;1;Bedrock level;Survival;1;1;1;';
    expect(readUnconnectedPong(pong.answer(ordinary, time))).toMatchObject({
      value: { motd: expect.stringContaining(';§bA Minecraft server;766;1.21.50;3;50;') },
    });
  });
});

/** A login batch as a 1.21.50 client sends it: compression byte, deflated packet. */
function loginBatch(name: string): Buffer {
  const int32le = (n: number) => {
    const out = Buffer.alloc(4);
    out.writeInt32LE(n);
    return out;
  };
  const identity = Buffer.from('{"chain":[]}');
  const jwt = Buffer.from(
    `e30.${Buffer.from(JSON.stringify({ ThirdPartyName: name })).toString('base64url')}.x`,
  );
  const request = Buffer.concat([
    int32le(identity.length),
    identity,
    int32le(jwt.length),
    jwt,
    Buffer.alloc(4000, 0x41),
  ]);
  const protocol = Buffer.alloc(4);
  protocol.writeInt32BE(766);
  const packet = Buffer.concat([
    Buffer.from(writeVarInt(1)),
    protocol,
    Buffer.from(writeVarInt(request.length)),
    request,
  ]);
  const framed = Buffer.concat([Buffer.from(writeVarInt(packet.length)), packet]);
  return Buffer.concat([Buffer.from([0xfe, 0x00]), deflateRawSync(framed)]);
}

/** The network settings request in a datagram of its own, as a reliable ordered frame. */
const settings = (sequence: number, reliableIndex: number, protocol = 766) =>
  writeFrameSet({
    sequence,
    frames: [
      {
        reliability: 3,
        reliableIndex,
        split: null,
        payload: writeRequestNetworkSettings(protocol),
      },
    ],
  });

/** The login batch split in three frames, one per datagram, from these sequence and index. */
const loginParts = (name: string, sequence: number, reliableIndex: number) => {
  const batch = loginBatch(name);
  const size = Math.ceil(batch.length / 3);
  return [0, 1, 2].map((index) =>
    writeFrameSet({
      sequence: sequence + index,
      frames: [
        {
          reliability: 3,
          reliableIndex: reliableIndex + index,
          split: { count: 3, id: 4, index },
          payload: batch.subarray(index * size, (index + 1) * size),
        },
      ],
    }),
  );
};

describe('the login reader', () => {
  it('reads the protocol, then the name from a login split over datagrams, parts out of order', () => {
    const reader = new LoginReader();
    expect(reader.feed(settings(0, 0))).toBeNull();
    const parts = loginParts('Alex', 1, 1);
    expect(reader.feed(parts[2] as Uint8Array)).toBeNull();
    expect(reader.feed(parts[0] as Uint8Array)).toBeNull();
    expect(reader.feed(parts[1] as Uint8Array)).toEqual({ protocol: 766, username: 'Alex' });
    expect(reader.done).toBe(true);
  });

  it('skips the settings request and login parts RakNet resends in new datagrams', () => {
    // As a client sent them through the edge when acknowledgements came late: the connection
    // requests (reliable index 0 and 1), the settings request (2), then both again under new
    // sequence numbers, then the login, its first part twice.
    const reader = new LoginReader();
    const connected = (sequence: number, reliableIndex: number) =>
      writeFrameSet({
        sequence,
        frames: [{ reliability: 3, reliableIndex, split: null, payload: Uint8Array.of(0x13) }],
      });
    const parts = loginParts('Herobrine', 7, 3);
    for (const datagram of [
      connected(3, 1),
      settings(4, 2),
      connected(5, 1),
      settings(6, 2),
      parts[0],
      parts[0],
      parts[1],
    ])
      expect(reader.feed(datagram as Uint8Array)).toBeNull();
    expect(reader.feed(parts[2] as Uint8Array)).toEqual({ protocol: 766, username: 'Herobrine' });
  });

  it('gives up with the protocol alone when the login never completes', () => {
    const reader = new LoginReader();
    reader.feed(settings(0, 0, 800));
    const part = writeFrameSet({
      sequence: 1,
      frames: [
        {
          reliability: 3,
          reliableIndex: 1,
          split: { count: 9, id: 1, index: 0 },
          payload: Uint8Array.of(0xfe, 1),
        },
      ],
    });
    let login = null;
    let fed = 1;
    for (; fed <= maxFrameSets && !login; fed++) login = reader.feed(part);
    expect(login).toEqual({ protocol: 800, username: null });
    // It gave up on the limit's datagram (the settings one counts too), not before.
    expect(fed).toBe(maxFrameSets);
  });
});
