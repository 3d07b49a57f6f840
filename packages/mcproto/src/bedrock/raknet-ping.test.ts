import { describe, expect, it } from 'vitest';
import {
  readUnconnectedPing,
  readUnconnectedPong,
  rewritePorts,
  writeUnconnectedPing,
  writeUnconnectedPong,
} from './raknet-ping';

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
