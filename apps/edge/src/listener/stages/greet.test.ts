import { writeFrame, writeHandshake } from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import {
  compileState,
  network,
  readAll,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { greet, parseFirst } from './greet';

const handshake = (serverAddress: string) =>
  writeFrame(
    0x00,
    writeHandshake({ protocolVersion: 767, serverAddress, serverPort: 25565, nextState: 2 }),
  );

describe('reading the first packet', () => {
  it('reads a handshake, and one whose length begins with 0xFE', () => {
    expect(parseFirst(handshake('play.example.com'), false)).toMatchObject({
      kind: 'handshake',
      handshake: { serverAddress: 'play.example.com', nextState: 2 },
    });
    const long = handshake(`${'a'.repeat(240)}.x.com`);
    expect(long[0]).toBe(0xfe);
    expect(parseFirst(long, false)).toMatchObject({ kind: 'handshake' });
  });

  it('waits a moment on FE and FE 01, then takes them for legacy pings', () => {
    expect(parseFirst(Uint8Array.of(0xfe), false)).toBe('settle');
    expect(parseFirst(Uint8Array.of(0xfe, 0x01), false)).toBe('settle');
    expect(parseFirst(Uint8Array.of(0xfe), true)).toEqual({
      kind: 'legacy',
      ping: { form: 'beta' },
    });
    expect(parseFirst(Uint8Array.of(0xfe, 0x01), true)).toEqual({
      kind: 'legacy',
      ping: { form: 'v1.4' },
    });
  });

  it('calls anything else invalid', () => {
    expect(parseFirst(Uint8Array.of(0x05, 0x01, 1, 2, 3, 4), false)).toEqual({ kind: 'invalid' });
    // A handshake frame whose next state is 7.
    expect(parseFirst(Uint8Array.of(0x06, 0x00, 0x2f, 0x00, 0x63, 0xdd, 0x07), false)).toEqual({
      kind: 'invalid',
    });
    // Text is read as a frame length (G is 71 bytes): more is waited for, bounded by the reader.
    expect(parseFirst(Buffer.from('GET / HTTP/1.1\r\n\r\n'), false)).toBe('more');
  });

  it('answers a legacy ping in its own format and strikes garbage', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const legacy = await socketPair();
    const reply = readAll(legacy.client);
    legacy.client.write(Uint8Array.of(0xfe));
    expect(await greet(rt, legacy.edge, '192.0.2.1')).toBe('status_served');
    expect(
      Buffer.from((await reply).subarray(3))
        .swap16()
        .toString('utf16le'),
    ).toMatch(/§0§0$/);

    const junk = await socketPair();
    for (let i = 0; i < 21; i += 1) rt.jail.strike('192.0.2.2');
    junk.client.write('junk');
    expect(await greet(rt, junk.edge, '192.0.2.3')).toBe('invalid');
    expect(rt.jail.check('192.0.2.2')).toMatchObject({ reason: 'invalid' });
    junk.close();
  });
});
