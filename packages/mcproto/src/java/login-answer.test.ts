import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { concat, writeString } from './buffer';
import { writeFrame } from './frame';
import { writeLoginDisconnect } from './login';
import { chatText, LoginAnswerReader, maxLoginAnswerBytes } from './login-answer';
import { writeVarInt } from './varint';

/** Every chunk to one reader in turn: the answers it gave, undefined while it waited. */
const read = (chunks: Uint8Array[], maxChars = 256) => {
  const reader = new LoginAnswerReader(maxChars);
  return chunks.map((chunk) => reader.push(chunk));
};

/** A frame of the compressed format: the uncompressed length (0 if sent as is), then the packet. */
const compressedFrame = (packetId: number, body: Uint8Array, compress: boolean) => {
  const packet = concat(writeVarInt(packetId), body);
  const data = compress
    ? concat(writeVarInt(packet.length), deflateSync(packet))
    : concat(writeVarInt(0), packet);
  return concat(writeVarInt(data.length), data);
};

const kick = (component: unknown) => writeFrame(0x00, writeString(JSON.stringify(component)));
const setCompression = writeFrame(0x03, writeVarInt(256));

describe('the backend’s answer to a login', () => {
  it('reads a Disconnect as its plain text, however its bytes arrive', () => {
    const frame = kick({
      text: '',
      extra: [{ text: '§cYou are banned', bold: true }, { text: ': ', color: 'gray' }, 'griefing'],
    });
    const bytewise = read([...frame].map((byte) => Uint8Array.of(byte)));
    expect(bytewise.slice(0, -1).every((answer) => answer === undefined)).toBe(true);
    expect(bytewise.at(-1)).toEqual({ kind: 'kicked', reason: 'You are banned: griefing' });
    expect(read([writeFrame(0x00, writeLoginDisconnect('Server is full'))])).toEqual([
      { kind: 'kicked', reason: 'Server is full' },
    ]);
  });

  it('reads a Disconnect sent after Set Compression, compressed or not', () => {
    const long = `You are not white-listed on this server! ${'Ask on our Discord. '.repeat(20)}`;
    const body = writeString(JSON.stringify({ text: long }));
    expect(read([concat(setCompression, compressedFrame(0x00, body, true))], 64)).toEqual([
      { kind: 'kicked', reason: long.slice(0, 64) },
    ]);
    expect(read([setCompression, compressedFrame(0x00, writeString('"Full"'), false)])).toEqual([
      undefined,
      { kind: 'kicked', reason: 'Full' },
    ]);
  });

  it('is done once the server goes on with the login, past its plugin requests', () => {
    const pluginRequest = writeFrame(
      0x04,
      concat(writeVarInt(1), writeString('velocity:player_info')),
    );
    expect(read([pluginRequest, writeFrame(0x01, new Uint8Array(8))])).toEqual([
      undefined,
      { kind: 'accepted' },
    ]);
    expect(
      read([concat(setCompression, compressedFrame(0x02, new Uint8Array(20), false))]),
    ).toEqual([{ kind: 'accepted' }]);
  });

  it('gives up on what is not a login answer', () => {
    expect(read([writeFrame(0x07, new Uint8Array(4))])).toEqual([{ kind: 'unreadable' }]);
    expect(read([Uint8Array.of(0x00)])).toEqual([{ kind: 'unreadable' }]);
    const badZlib = concat(writeVarInt(6), writeVarInt(40), Uint8Array.of(1, 2, 3, 4, 5));
    expect(read([setCompression, badZlib])).toEqual([undefined, { kind: 'unreadable' }]);
    // A Disconnect longer than is read, or plugin requests without end.
    expect(read([kick('x'.repeat(maxLoginAnswerBytes)).subarray(0, 4)])).toEqual([
      { kind: 'unreadable' },
    ]);
    const request = writeFrame(0x04, concat(writeVarInt(1), writeString('x'.repeat(1000))));
    const endless = read(Array.from({ length: 40 }, () => request));
    expect(endless.indexOf(undefined)).toBe(0);
    expect(endless.at(-1)).toEqual({ kind: 'unreadable' });
  });
});

describe('a chat component’s text', () => {
  it('reads text, translations and their arguments, in order, without formatting', () => {
    expect(chatText('"§aWelcome"', 100)).toBe('Welcome');
    expect(
      chatText(
        JSON.stringify({ translate: 'multiplayer.disconnect.not_whitelisted', with: [] }),
        100,
      ),
    ).toBe('multiplayer.disconnect.not_whitelisted');
    expect(
      chatText(JSON.stringify({ translate: 'banned', with: ['Steve', { text: 'x-ray' }] }), 100),
    ).toBe('banned Steve x-ray');
    expect(chatText(JSON.stringify(['a', { text: 'b', extra: [1, true] }]), 100)).toBe('ab1true');
    expect(chatText('not json §r at all', 100)).toBe('not json  at all');
    expect(chatText(JSON.stringify({ text: 'Banned\n\nAppeal at\u0000 example.com' }), 100)).toBe(
      'Banned Appeal at  example.com',
    );
  });

  it('stops at its length and depth', () => {
    expect(chatText(JSON.stringify({ text: 'y'.repeat(500) }), 10)).toBe('y'.repeat(10));
    let deep: unknown = 'deep';
    for (let i = 0; i < 1000; i += 1) deep = { text: '', extra: [deep] };
    expect(chatText(JSON.stringify(deep), 100)).toBe('');
  });
});
