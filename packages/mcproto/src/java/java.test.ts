import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFrame, readFrameHead, writeFrame } from './frame';
import { forgeMarker, readHandshake, routingHost, writeHandshake } from './handshake';
import { classifyOpening, legacyStatus, readLegacyPing } from './legacy-ping';
import {
  loginPluginResponseId,
  loginReplyOf,
  offlineUuid,
  readLoginPluginRequest,
  readLoginStart,
  writeLoginDisconnect,
  writeLoginPluginResponse,
  writeLoginStart,
} from './login';
import { readPing, readStatusResponse, writePing, writeStatusResponse } from './status';
import { readVarInt, readVarLong, writeVarInt, writeVarLong } from './varint';

/** Hex bytes; on each line, words after the bytes are comments. */
const hex = (text: string) =>
  Uint8Array.from(
    Buffer.from(
      text
        .split('\n')
        .map((line) => {
          const words = line.trim().split(/\s+/);
          const end = words.findIndex((w) => !/^[0-9a-f]+$/i.test(w));
          return (end === -1 ? words : words.slice(0, end)).join('');
        })
        .join(''),
      'hex',
    ),
  );

describe('VarInt and VarLong', () => {
  it.each([
    [0, '00'],
    [1, '01'],
    [127, '7f'],
    [128, '8001'],
    [255, 'ff01'],
    [25565, 'ddc701'],
    [2097151, 'ffff7f'],
    [2147483647, 'ffffffff07'],
    [-1, 'ffffffff0f'],
    [-2147483648, '8080808008'],
  ])('%i ⇄ %s', (value, bytes) => {
    expect(Buffer.from(writeVarInt(value)).toString('hex')).toBe(bytes);
    expect(readVarInt(hex(bytes))).toEqual({ kind: 'ok', value, size: bytes.length / 2 });
  });

  it('tells an early end from a bad value', () => {
    expect(readVarInt(hex('ff'))).toEqual({ kind: 'incomplete' });
    expect(readVarInt(hex('ffffffffff'))).toMatchObject({ kind: 'malformed' });
    expect(readVarInt(hex('ffffffff1f'))).toMatchObject({ kind: 'malformed' });
  });

  it('round-trips any 32-bit and 64-bit value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (n) => {
        const bytes = writeVarInt(n);
        expect(readVarInt(bytes)).toEqual({ kind: 'ok', value: n, size: bytes.length });
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        const bytes = writeVarLong(n);
        expect(readVarLong(bytes)).toEqual({ kind: 'ok', value: n, size: bytes.length });
      }),
    );
  });
});

describe('handshake', () => {
  // A 1.20.4 client (protocol 765) asking to log in to play.example.com:25565.
  const bytes = hex(`
    17             frame length 23
    00             packet id: Handshake
    fd05           protocol version 765
    10 706c61792e6578616d706c652e636f6d   address: 16 bytes "play.example.com"
    63dd           port 25565
    02             next state: login
  `);

  it('reads a real handshake frame', () => {
    const frame = readFrame(bytes);
    expect(frame).toMatchObject({ kind: 'ok', size: 24, value: { packetId: 0 } });
    if (frame.kind !== 'ok') return;
    expect(readHandshake(frame.value.body)).toEqual({
      kind: 'ok',
      size: 22,
      value: {
        protocolVersion: 765,
        serverAddress: 'play.example.com',
        serverPort: 25565,
        nextState: 2,
      },
    });
    expect(
      writeFrame(
        0,
        writeHandshake({
          protocolVersion: 765,
          serverAddress: 'play.example.com',
          serverPort: 25565,
          nextState: 2,
        }),
      ),
    ).toEqual(bytes);
  });

  it('waits for a frame split across segments and refuses nonsense', () => {
    expect(readFrame(bytes.subarray(0, 10))).toEqual({ kind: 'incomplete' });
    expect(readFrame(hex('00'))).toMatchObject({ kind: 'malformed' });
    expect(readFrame(hex('ffffff7f'))).toMatchObject({ kind: 'malformed' });
    expect(readHandshake(hex('fd0510706c61'))).toMatchObject({ kind: 'malformed' });
    expect(
      readHandshake(
        writeHandshake({
          protocolVersion: 765,
          serverAddress: 'a',
          serverPort: 1,
          nextState: 2,
        }).map((b, i, all) => (i === all.length - 1 ? 7 : b)),
      ),
    ).toMatchObject({ kind: 'malformed' });
  });

  it.each([
    ['Play.Example.COM', 'play.example.com'],
    ['play.example.com.', 'play.example.com'],
    ['play.example.com\0FML\0', 'play.example.com'],
    ['play.example.com\0FML3\0', 'play.example.com'],
    ['play.example.com///203.0.113.7:51234///1700000000', 'play.example.com'],
    ['mc.example.com\x00192.168.1.2\x00uuid', 'mc.example.com'],
  ])('routes %j by %s', (address, host) => {
    expect(routingHost(address)).toBe(host);
  });

  it('spots Forge markers', () => {
    expect(forgeMarker('a.b\0FML\0')).toBe('FML');
    expect(forgeMarker('a.b\0FML2\0')).toBe('FML2');
    expect(forgeMarker('a.b\0FML3\0')).toBe('FML3');
    expect(forgeMarker('a.b')).toBeNull();
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.string({ maxLength: 255 }),
        fc.integer({ min: 0, max: 65535 }),
        fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
        (protocolVersion, serverAddress, serverPort, nextState) => {
          const h = { protocolVersion, serverAddress, serverPort, nextState };
          const body = writeHandshake(h);
          expect(readHandshake(body)).toEqual({ kind: 'ok', value: h, size: body.length });
        },
      ),
    );
  });
});

describe('status', () => {
  it('round-trips the response and the ping', () => {
    const status = {
      version: { name: '1.21.4', protocol: 769 },
      players: { max: 100, online: 5 },
      description: { text: 'Hello' },
    };
    const body = writeStatusResponse(status);
    expect(readStatusResponse(body)).toEqual({ kind: 'ok', value: status, size: body.length });
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        expect(readPing(writePing(n))).toEqual({ kind: 'ok', value: n, size: 8 });
      }),
    );
    expect(readStatusResponse(writeStatusResponse({ nope: 1 } as never))).toMatchObject({
      kind: 'malformed',
    });
    expect(readPing(hex('0102'))).toMatchObject({ kind: 'malformed' });
  });
});

describe('login start', () => {
  const uuid = '069a79f4-44e9-4726-a5be-fca90e38aaf5';
  it.each([
    [47, hex('05 4e6f746368'), {}],
    [758, hex('05 4e6f746368'), {}],
    [759, hex('05 4e6f746368 00'), {}],
    [760, hex('05 4e6f746368 00 01 069a79f444e94726a5befca90e38aaf5'), { uuid }],
    [763, hex('05 4e6f746368 00'), {}],
    [764, hex('05 4e6f746368 069a79f444e94726a5befca90e38aaf5'), { uuid }],
    [769, hex('05 4e6f746368 069a79f444e94726a5befca90e38aaf5'), { uuid }],
  ])('protocol %i', (protocol, body, extra) => {
    expect(readLoginStart(body, protocol)).toEqual({
      kind: 'ok',
      value: { username: 'Notch', ...extra },
      size: body.length,
    });
  });

  it('round-trips across versions and refuses bad names', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_]{1,16}$/),
        fc.constantFrom(47, 340, 758, 759, 760, 761, 763, 764, 767),
        fc.uuid(),
        (username, protocol, id) => {
          const start = protocol >= 760 ? { username, uuid: id } : { username };
          const body = writeLoginStart(start, protocol);
          expect(readLoginStart(body, protocol)).toEqual({
            kind: 'ok',
            value: start,
            size: body.length,
          });
        },
      ),
    );
    expect(readLoginStart(hex('03 612062'), 47)).toMatchObject({ kind: 'malformed' });
    expect(readLoginStart(hex('11 4141414141414141414141414141414141'), 47)).toMatchObject({
      kind: 'malformed',
    });
  });

  it('derives offline UUIDs as servers do', () => {
    expect(offlineUuid('Notch')).toBe('b50ad385-829d-3141-a216-7e7d7539ba7f');
    expect(Buffer.from(writeLoginDisconnect('Bye')).toString()).toContain('{"text":"Bye"}');
  });
});

describe('login replies', () => {
  it.each([
    ['set-compression', '03 03 8002   length 3, Set Compression, threshold 256', 4],
    ['encryption-request', '10 01 00     length 16, Encryption Request, the rest to come', 17],
    ['disconnect', 'f0a204 00    length 70000, Disconnect, its reason to come', 70_003],
    ['login-success', '12 02        length 18, Login Success, the rest to come', 19],
    ['cookie-request', '02 05 00     length 2, Cookie Request', 3],
  ])('tells %s from its first bytes', (reply, bytes, frameSize) => {
    const head = readFrameHead(hex(bytes));
    expect(head).toMatchObject({ kind: 'ok', value: { frameSize } });
    if (head.kind === 'ok') expect(loginReplyOf(head.value.packetId)).toBe(reply);
  });

  it('waits for a head and refuses impossible ones', () => {
    expect(readFrameHead(hex('f0a2'))).toEqual({ kind: 'incomplete' });
    expect(readFrameHead(hex('05'))).toEqual({ kind: 'incomplete' });
    expect(readFrameHead(hex('05 80'))).toEqual({ kind: 'incomplete' });
    expect(readFrameHead(hex('00'))).toMatchObject({ kind: 'malformed' });
    expect(readFrameHead(hex('01 80 80'))).toMatchObject({ kind: 'malformed' });
    expect(readFrameHead(hex('f0a204 00'), 65_536)).toMatchObject({ kind: 'malformed' });
    expect(loginReplyOf(0x06)).toBeNull();
    expect(loginReplyOf(-1)).toBeNull();
  });

  // A Paper server set up for Velocity's modern forwarding asks for the player's data first.
  const request = hex(`
    18             frame length 24
    04             packet id: Login Plugin Request
    01             message id 1
    14 76656c6f636974793a706c617965725f696e666f   channel: 20 bytes "velocity:player_info"
    04             data: the forwarding version asked for
  `);

  it('reads a plugin request and answers it as a vanilla client does', () => {
    const frame = readFrame(request);
    expect(frame).toMatchObject({ kind: 'ok', value: { packetId: 4 } });
    if (frame.kind !== 'ok') return;
    expect(readLoginPluginRequest(frame.value.body)).toEqual({
      kind: 'ok',
      value: { messageId: 1, channel: 'velocity:player_info', data: Uint8Array.of(4) },
      size: 23,
    });
    expect(
      Buffer.from(writeFrame(loginPluginResponseId, writeLoginPluginResponse(1))).toString('hex'),
    ).toBe('03020100'); // length 3, Login Plugin Response, message id 1, not understood
    expect(readLoginPluginRequest(hex('01 14 7665'))).toMatchObject({ kind: 'malformed' });
    expect(readLoginPluginRequest(hex('80'))).toMatchObject({ kind: 'malformed' });
  });
});

describe('legacy ping', () => {
  // 1.6.4 client: FE 01 FA, "MC|PingHost", 7 + 2·9 bytes: protocol 78, host "localhost", port 25565
  const v16 = hex(`fe 01 fa 000b 004d0043007c00500069006e00670048006f00730074
    0019 4e 0009 006c006f00630061006c0068006f00730074 000063dd`);

  it('reads every form', () => {
    expect(readLegacyPing(v16)).toEqual({
      kind: 'ok',
      value: { form: 'v1.6', protocol: 78, host: 'localhost', port: 25565 },
      size: v16.length,
    });
    expect(readLegacyPing(v16.subarray(0, 20))).toEqual({ kind: 'incomplete' });
    expect(readLegacyPing(hex('fe'))).toEqual({ kind: 'incomplete' });
    expect(readLegacyPing(hex('fe'), true)).toEqual({
      kind: 'ok',
      value: { form: 'beta' },
      size: 1,
    });
    expect(readLegacyPing(hex('fe01'), true)).toEqual({
      kind: 'ok',
      value: { form: 'v1.4' },
      size: 2,
    });
    expect(readLegacyPing(hex('fe02'))).toMatchObject({ kind: 'malformed' });
  });

  it('tells a legacy ping from a frame whose length starts with FE', () => {
    expect(classifyOpening(hex('fe'))).toBe('undecided');
    expect(classifyOpening(hex('fe01'))).toBe('undecided');
    expect(classifyOpening(v16)).toBe('legacy');
    // VarInt FE 01 is a frame of 254 bytes: its packet id 00 follows, not FA.
    expect(classifyOpening(hex('fe 01 00 f6 05'))).toBe('frame');
    // VarInt FE 02 is a frame of 382 bytes.
    expect(classifyOpening(hex('fe 02 00'))).toBe('frame');
    expect(classifyOpening(hex('10 00'))).toBe('frame');
  });

  it('answers the beta form with motd§online§max', () => {
    const reply = legacyStatus('beta', {
      protocol: 0,
      version: '',
      motd: '§aHi',
      online: 2,
      max: 20,
    });
    expect(Buffer.from(reply.subarray(3)).swap16().toString('utf16le')).toBe('aHi§2§20');
  });

  it('answers in UTF-16BE with the §1 status line', () => {
    const reply = legacyStatus('v1.4', {
      protocol: 127,
      version: '1.21',
      motd: 'Hi',
      online: 2,
      max: 20,
    });
    const text = ['§1', '127', '1.21', 'Hi', '2', '20'].join('\u0000');
    expect(reply[0]).toBe(0xff);
    expect((reply[1] as number) * 256 + (reply[2] as number)).toBe(text.length);
    expect(Buffer.from(reply.subarray(3)).swap16().toString('utf16le')).toBe(text);
  });
});
