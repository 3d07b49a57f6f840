import { describe, expect, it } from 'vitest';
import { hex } from '../hex.test-helper';
import {
  datagramKind,
  isDisconnect,
  readFrameSet,
  readRequestNetworkSettings,
  writeFrameSet,
  writeRequestNetworkSettings,
} from './raknet-frames';

describe('RakNet frame sets', () => {
  it('tells frame sets, acknowledgements and offline messages apart', () => {
    expect([0x84, 0xc0, 0xa0, 0x05, 0x01, undefined].map(datagramKind)).toEqual([
      'frames',
      'ack',
      'nack',
      'offline',
      'offline',
      'offline',
    ]);
  });

  it('reads a reliable ordered frame byte for byte', () => {
    const bytes = hex(`
      84 020000                    frame set, sequence 2
      60 0040                      reliable ordered, 64 bits
      010000                       reliable index 1
      000000 00                    order index 0, channel 0
      fe 06 c101 000002fe          game packet: length 6, id 0xc1, protocol 766
    `);
    const read = readFrameSet(bytes);
    expect(read).toMatchObject({ kind: 'ok', value: { sequence: 2 } });
    const frame = read.kind === 'ok' ? read.value.frames[0] : undefined;
    expect(frame?.reliability).toBe(3);
    expect(frame?.reliableIndex).toBe(1);
    expect(frame?.split).toBeNull();
    expect(readRequestNetworkSettings(frame?.payload ?? new Uint8Array())).toEqual({
      kind: 'ok',
      value: { protocol: 766 },
      size: 8,
    });
  });

  it('finds a disconnect notification', () => {
    const bye = writeFrameSet({
      sequence: 9,
      frames: [{ reliability: 3, reliableIndex: 0, split: null, payload: Uint8Array.of(0x15) }],
    });
    expect(isDisconnect(bye)).toBe(true);
    expect(
      isDisconnect(
        writeFrameSet({
          sequence: 9,
          frames: [
            { reliability: 0, reliableIndex: null, split: null, payload: Uint8Array.of(0x00, 1) },
          ],
        }),
      ),
    ).toBe(false);
    expect(isDisconnect(Uint8Array.of(0xc0, 0, 1, 1, 0, 0, 0))).toBe(false);
  });

  it('round-trips split and unreliable frames, and refuses truncated ones', () => {
    const set = {
      sequence: 70000,
      frames: [
        { reliability: 0, reliableIndex: null, split: null, payload: Uint8Array.of(0x00, 1, 2) },
        {
          reliability: 3,
          reliableIndex: 0x0a0b0c,
          split: { count: 3, id: 9, index: 1 },
          payload: Uint8Array.of(7),
        },
        {
          reliability: 3,
          reliableIndex: 0x0a0b0d,
          split: null,
          payload: writeRequestNetworkSettings(800),
        },
      ],
    };
    const bytes = writeFrameSet(set);
    expect(readFrameSet(bytes)).toEqual({ kind: 'ok', value: set, size: bytes.length });
    expect(readFrameSet(bytes.subarray(0, bytes.length - 1))).toMatchObject({
      kind: 'malformed',
    });
    expect(readFrameSet(bytes, 2)).toMatchObject({ kind: 'malformed' });
    expect(readRequestNetworkSettings(Uint8Array.of(0xfe, 0x06, 0x01))).toMatchObject({
      kind: 'malformed',
    });
  });
});
