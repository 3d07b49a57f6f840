import { describe, expect, it } from 'vitest';
import { readBedrockLogin } from './bedrock/login';
import { readFrameSet, readRequestNetworkSettings } from './bedrock/raknet-frames';
import {
  readOpenReply1,
  readOpenReply2,
  readOpenRequest1,
  readOpenRequest2,
} from './bedrock/raknet-open';
import { readUnconnectedPing, readUnconnectedPong } from './bedrock/raknet-ping';
import { readFrame, readFrameHead } from './java/frame';
import { readHandshake } from './java/handshake';
import { readLegacyPing } from './java/legacy-ping';
import { readLoginPluginRequest, readLoginStart } from './java/login';
import { LoginAnswerReader } from './java/login-answer';
import { readPing, readStatusResponse } from './java/status';
import { readVarInt, readVarLong } from './java/varint';
import { readProxyV2, signature } from './proxy/proxy-v2';

/** xorshift32: a fast, seeded generator, so a failing stream can be found again. */
function random(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

const decoders: ((bytes: Uint8Array) => { kind: string })[] = [
  (b) => readVarInt(b),
  (b) => readVarLong(b),
  (b) => readFrame(b),
  (b) => readFrameHead(b),
  (b) => readHandshake(b),
  (b) => readStatusResponse(b),
  (b) => readPing(b),
  (b) => readLoginStart(b, 47),
  (b) => readLoginStart(b, 760),
  (b) => readLoginStart(b, 767),
  (b) => readLoginPluginRequest(b),
  (b) => {
    const answer = new LoginAnswerReader(256).push(b);
    if (!answer) return { kind: 'incomplete' };
    return { kind: answer.kind === 'unreadable' ? 'malformed' : 'ok' };
  },
  (b) => readLegacyPing(b, true),
  (b) => readProxyV2(b),
  (b) => readUnconnectedPing(b),
  (b) => readUnconnectedPong(b),
  (b) => readOpenRequest1(b),
  (b) => readOpenReply1(b),
  (b) => readOpenRequest2(b),
  (b) => readOpenReply2(b),
  (b) => readFrameSet(b),
  (b) => readRequestNetworkSettings(b),
  (b) => readBedrockLogin(b),
];

/** Valid beginnings, so the fuzzer also reaches the decoders' deeper branches. */
const prefixes = [
  new Uint8Array(),
  Uint8Array.of(0xfe, 0x01, 0xfa, 0x00, 0x0b),
  signature,
  Uint8Array.of(0x1c),
  Uint8Array.of(0x01),
  Uint8Array.of(
    0x07,
    0x00,
    0xff,
    0xff,
    0x00,
    0xfe,
    0xfe,
    0xfe,
    0xfe,
    0xfd,
    0xfd,
    0xfd,
    0xfd,
    0x12,
    0x34,
    0x56,
    0x78,
    0x04,
  ),
  Uint8Array.of(0x84, 0x00, 0x00, 0x00, 0x70),
  Uint8Array.of(0xfe, 0x06, 0xc1, 0x01),
  Uint8Array.of(0x40, 0x01, 0x00, 0x00, 0x02, 0xfe, 0x38),
  Uint8Array.of(0x10, 0x00, 0xfd, 0x05),
];

describe('one million random byte streams', () => {
  it('never make a decoder throw, and memory stays bounded', () => {
    const next = random(0x5eed);
    const before = process.memoryUsage().heapUsed;
    const outcomes = new Set(['ok', 'incomplete', 'malformed']);
    const streams = 1_000_000;
    const buffer = new Uint8Array(96);
    for (let i = 0; i < streams; i++) {
      const prefix = prefixes[next() % prefixes.length] as Uint8Array;
      const length = prefix.length + (next() % (buffer.length - prefix.length));
      buffer.set(prefix);
      for (let j = prefix.length; j < length; j++) buffer[j] = next() & 0xff;
      const decode = decoders[i % decoders.length] as (typeof decoders)[number];
      const kind = decode(buffer.subarray(0, length)).kind;
      if (!outcomes.has(kind)) throw new Error(`decoder ${i % decoders.length} answered ${kind}`);
    }
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
  });
});
