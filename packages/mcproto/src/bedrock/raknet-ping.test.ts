import { describe, expect, it } from 'vitest';
import { hex } from '../hex.test-helper';
import {
  cutUtf8,
  fitPongMotd,
  pongHeaderSize,
  readUnconnectedPing,
  readUnconnectedPong,
  rewritePorts,
  utf8Length,
  writeUnconnectedPing,
  writeUnconnectedPong,
} from './raknet-ping';

const utf8 = (text: string) => Buffer.from(new TextEncoder().encode(text)).toString('hex');

describe('RakNet unconnected ping and pong', () => {
  it('round-trip, magic included', () => {
    const ping = { time: 123456789n, clientGuid: -42n };
    const bytes = writeUnconnectedPing(ping);
    expect(Buffer.from(bytes.subarray(9, 25)).toString('hex')).toBe(
      '00ffff00fefefefefdfdfdfd12345678',
    );
    expect(readUnconnectedPing(bytes)).toEqual({ kind: 'ok', value: ping, size: 33 });
    const pong = {
      time: 1n,
      serverGuid: 99n,
      motd: 'MCPE;Palisade;766;1.21.50;3;50;99;world;Survival;1;19132;19133;',
    };
    expect(readUnconnectedPong(writeUnconnectedPong(pong))).toMatchObject({
      kind: 'ok',
      value: pong,
    });
    expect(readUnconnectedPing(Uint8Array.of(0x05, 1, 2))).toMatchObject({ kind: 'malformed' });
  });

  it('points the advertised ports at the proxy', () => {
    expect(rewritePorts('MCPE;m;766;1.21;0;10;1;w;Survival;1;19132;19133;', 30001, 30001)).toBe(
      'MCPE;m;766;1.21;0;10;1;w;Survival;1;30001;30001;',
    );
  });
});

describe('cutting a pong to size', () => {
  // text, at most this many bytes, the UTF-8 bytes kept
  it.each([
    ['abc', 2, '6162'],
    ['aé', 2, '61'], // é is c3 a9: never half of it
    ['aé', 3, '61c3a9'],
    ['€uro', 2, ''], // € is e2 82 ac
    ['€uro', 3, 'e282ac'],
    ['a😀', 4, '61'], // 😀 is a surrogate pair in JS, f0 9f 98 80 in UTF-8
    ['a😀', 5, '61f09f9880'],
    ['\ud800z', 2, ''], // a lone surrogate is written as U+FFFD, ef bf bd
    ['\ud800z', 4, 'efbfbd7a'],
    ['abc', -1, ''],
  ])('%j in %i bytes keeps %s', (text, maxBytes, kept) => {
    const cut = cutUtf8(text, maxBytes);
    expect(utf8(cut)).toBe(kept);
    expect(utf8Length(cut)).toBe(kept.length / 2);
    expect(text.startsWith(cut)).toBe(true);
  });

  const motd = 'MCPE;Héllo;766;1.21.50;0;10;7;World😀;Survival;1;19132;19133;';

  // at most this many bytes of pong, the MOTD string as it is sent
  it.each([
    [pongHeaderSize + 64, motd], // 64 bytes: sent as it is
    [pongHeaderSize + 63, 'MCPE;Héllo;766;1.21.50;0;10;7;World;Survival;1;19132;19133;'],
    [pongHeaderSize + 59, 'MCPE;Héllo;766;1.21.50;0;10;7;Worl;Survival;1;19132;19133;'],
    [pongHeaderSize + 56, 'MCPE;Héllo;766;1.21.50;0;10;7;W;Survival;1;19132;19133;'],
    [pongHeaderSize + 54, 'MCPE;Héll;766;1.21.50;0;10;7;;Survival;1;19132;19133;'],
    [pongHeaderSize + 52, 'MCPE;Hé;766;1.21.50;0;10;7;;Survival;1;19132;19133;'],
    [pongHeaderSize + 51, 'MCPE;H;766;1.21.50;0;10;7;;Survival;1;19132;19133;'],
    [pongHeaderSize + 49, 'MCPE;;766;1.21.50;0;10;7;;Survival;1;19132;19133;'],
    [pongHeaderSize + 10, 'MCPE;;766;'],
  ])('in %i bytes the MOTD is %j', (maxPong, fitted) => {
    const pong = writeUnconnectedPong({
      time: 1n,
      serverGuid: 2n,
      motd: fitPongMotd(motd, maxPong),
    });
    expect(pong.length).toBeLessThanOrEqual(maxPong);
    expect(readUnconnectedPong(pong)).toMatchObject({ kind: 'ok', value: { motd: fitted } });
  });

  it('writes the cut pong byte for byte', () => {
    const pong = writeUnconnectedPong({
      time: 1n,
      serverGuid: 2n,
      motd: fitPongMotd('MCPE;é😀;1;v;0;0;0;Level;', pongHeaderSize + 25),
    });
    expect(pong).toEqual(
      hex(`
        1c 0000000000000001 0000000000000002 id, time, server GUID
        00ffff00fefefefefdfdfdfd12345678 magic
        0019 the MOTD's length, 25 bytes
        4d4350453b MCPE;
        c3a9f09f98803b é😀; (the first line kept whole)
        313b763b303b303b303b 1;v;0;0;0;
        4c653b Le; (the level name cut to fit)
      `),
    );
  });
});
