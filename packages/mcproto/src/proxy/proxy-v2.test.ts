import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex } from '../hex.test-helper';
import { readProxyV2, writeProxyV2, writeProxyV2Local } from './proxy-v2';

describe('PROXY protocol v2', () => {
  it('writes a TCP4 header byte for byte', () => {
    const header = writeProxyV2({
      transport: 'tcp',
      source: { address: '203.0.113.7', port: 51234 },
      destination: { address: '10.0.0.1', port: 25565 },
    });
    expect(header).toEqual(
      hex(`
        0d0a0d0a000d0a515549540a   signature
        21                         version 2, command PROXY
        11                         AF_INET, STREAM
        000c                       length of the addresses: twelve bytes
        cb007107                   source 203.0.113.7
        0a000001                   destination 10.0.0.1
        c822                       source port 51234
        63dd                       destination port 25565
      `),
    );
    expect(readProxyV2(header)).toEqual({
      kind: 'ok',
      size: 28,
      value: {
        command: 'proxy',
        transport: 'tcp',
        source: { address: '203.0.113.7', port: 51234 },
        destination: { address: '10.0.0.1', port: 25565 },
        tlvs: [],
      },
    });
  });

  it("writes the LOCAL command for the edge's own connections", () => {
    const header = writeProxyV2Local();
    expect(header).toEqual(
      hex(`
        0d0a0d0a000d0a515549540a   signature
        20                         version 2, command LOCAL
        00                         AF_UNSPEC, UNSPEC
        0000                       no addresses
      `),
    );
    expect(readProxyV2(header)).toMatchObject({
      kind: 'ok',
      size: 16,
      value: { command: 'local' },
    });
  });

  it('follows the client family: UDP6 for an IPv6 client, 52 bytes', () => {
    const header = writeProxyV2({
      transport: 'udp',
      source: { address: '2001:db8::7', port: 1 },
      destination: { address: '10.0.0.1', port: 19132 },
    });
    expect(header.length).toBe(52);
    expect(header[13]).toBe(0x22);
    const read = readProxyV2(header);
    expect(read.kind === 'ok' && read.value.source.address).toBe('2001:db8:0:0:0:0:0:7');
    expect(read.kind === 'ok' && read.value.destination.address).toBe('0:0:0:0:0:ffff:a00:1');
  });

  it('round-trips addresses and ports', () => {
    const v4 = fc.ipV4();
    fc.assert(
      fc.property(
        v4,
        v4,
        fc.integer({ min: 0, max: 65535 }),
        fc.integer({ min: 0, max: 65535 }),
        fc.constantFrom('tcp', 'udp') as fc.Arbitrary<'tcp' | 'udp'>,
        (a, b, p, q, transport) => {
          const bytes = writeProxyV2({
            transport,
            source: { address: a, port: p },
            destination: { address: b, port: q },
          });
          const read = readProxyV2(bytes);
          expect(read).toMatchObject({
            kind: 'ok',
            value: {
              transport,
              source: { address: a, port: p },
              destination: { address: b, port: q },
            },
          });
        },
      ),
    );
  });

  it('waits for the rest and refuses what is not a header', () => {
    const header = writeProxyV2({
      transport: 'tcp',
      source: { address: '1.2.3.4', port: 5 },
      destination: { address: '5.6.7.8', port: 9 },
    });
    expect(readProxyV2(header.subarray(0, 20))).toEqual({ kind: 'incomplete' });
    expect(readProxyV2(hex('16030100'))).toMatchObject({ kind: 'malformed' });
  });
});
