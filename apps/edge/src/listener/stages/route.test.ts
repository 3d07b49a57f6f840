import { writeFrame, writeHandshake } from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import {
  compileState,
  kickText,
  network,
  readAll,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { route, unknownHostMessage } from './route';

const greeting = (serverAddress: string) => {
  const handshake = {
    protocolVersion: 767,
    serverAddress,
    serverPort: 25565,
    nextState: 2 as const,
  };
  return {
    handshake,
    frame: Buffer.from(writeFrame(0x00, writeHandshake(handshake))),
    rest: Buffer.from([1, 2, 3]),
  };
};

describe('the route stage', () => {
  it('finds the network of the host asked for, Forge marker and case aside', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const c = route(
      rt,
      pair.edge,
      { address: '192.0.2.1', port: 1 },
      greeting('Play.Example.com\0FML3\0'),
    );
    expect(c).toMatchObject({
      network: { settings: { id: 1 } },
      login: true,
      pending: Buffer.from([1, 2, 3]),
    });
    const [bucket] = rt.recorder.drain(Date.now(), true).buckets;
    expect(bucket).toMatchObject({ connections: 1 });
    expect(bucket?.bytes_in).toBeGreaterThan(20);
    pair.close();
  });

  it('tells a login for a host nobody serves so', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const reply = readAll(pair.client);
    expect(route(rt, pair.edge, { address: '192.0.2.1', port: 1 }, greeting('other.net'))).toBe(
      'unknown_host',
    );
    expect(kickText(await reply)).toBe(unknownHostMessage);
  });
});
