import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex } from '../hex.test-helper';
import {
  readOpenReply1,
  readOpenReply2,
  readOpenRequest1,
  readOpenRequest2,
  readRakAddress,
  writeOpenReply1,
  writeOpenReply2,
  writeOpenRequest1,
  writeOpenRequest2,
  writeRakAddress,
} from './raknet-open';

const magic = '00ffff00fefefefefdfdfdfd12345678';

describe("RakNet's open connection handshake", () => {
  it('reads request 1: protocol, and the MTU from the padded length', () => {
    const bytes = new Uint8Array(1464);
    bytes.set(hex(`05 ${magic} 0b`)); // id, magic, RakNet protocol 11, then zeros
    expect(readOpenRequest1(bytes)).toEqual({
      kind: 'ok',
      value: { protocol: 11, mtu: 1492 },
      size: 1464,
    });
    expect(writeOpenRequest1({ protocol: 11, mtu: 1492 })).toEqual(bytes);
    expect(readOpenRequest1(hex(`05 ${magic}`))).toMatchObject({ kind: 'malformed' });
    expect(readOpenRequest1(hex(`05 00ffff00fefefefefdfdfdfd12345600 0b`))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('reads reply 1 with and without a security cookie', () => {
    const plain = hex(`06 ${magic} 0000000000000063 00 05d4`); // guid 99, no security, MTU 1492
    expect(readOpenReply1(plain)).toEqual({
      kind: 'ok',
      value: { serverGuid: 99n, cookie: null, mtu: 1492 },
      size: 28,
    });
    expect(writeOpenReply1({ serverGuid: 99n, cookie: null, mtu: 1492 })).toEqual(plain);
    const secure = hex(`06 ${magic} 0000000000000063 01 deadbeef 0578`);
    expect(readOpenReply1(secure)).toMatchObject({ value: { cookie: 0xdeadbeef, mtu: 1400 } });
    expect(writeOpenReply1({ serverGuid: 99n, cookie: 0xdeadbeef, mtu: 1400 })).toEqual(secure);
  });

  it('reads request 2 with an IPv4 address, with and without the cookie', () => {
    const plain = hex(`
      07 ${magic}
      04 80ffff fe 4abc            address 127.0.0.1 (bytes inverted), port 19132
      05d4                         MTU 1492
      000000000000002a             client GUID 42
    `);
    const request = {
      cookie: null,
      server: { address: '127.0.0.1', port: 19132 },
      mtu: 1492,
      clientGuid: 42n,
    };
    expect(readOpenRequest2(plain)).toEqual({ kind: 'ok', value: request, size: 34 });
    expect(writeOpenRequest2(request)).toEqual(plain);
    const withCookie = writeOpenRequest2({ ...request, cookie: 7 });
    expect(withCookie.length).toBe(39);
    expect(readOpenRequest2(withCookie)).toMatchObject({ kind: 'ok', value: { cookie: 7 } });
  });

  it('reads reply 2 with an IPv6 client address', () => {
    const reply = {
      serverGuid: -5n,
      client: { address: '2001:db8:0:0:0:0:0:7', port: 50000 },
      mtu: 1400,
      encryption: false,
    };
    const bytes = writeOpenReply2(reply);
    expect(bytes.length).toBe(25 + 29 + 3);
    expect(readOpenReply2(bytes)).toEqual({ kind: 'ok', value: reply, size: bytes.length });
    expect(readOpenReply2(bytes.subarray(0, 40))).toMatchObject({ kind: 'malformed' });
  });

  it('round-trips addresses', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 65535 }), (address, port) => {
        expect(readRakAddress(writeRakAddress({ address, port }), 0)).toEqual({
          kind: 'ok',
          value: { address, port },
          size: 7,
        });
      }),
    );
  });
});
