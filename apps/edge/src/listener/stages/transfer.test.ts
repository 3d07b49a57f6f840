import { readFrame, readHandshake } from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import {
  compileState,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { transfer } from './transfer';

describe('the transfer stage', () => {
  it('asks the backend for a login when the edge itself transferred the client', async () => {
    const rt = runtime(compileState(snapshot(network())));
    rt.allow.allow(1, '198.51.100.20', 60, Date.now(), true);
    const pair = await socketPair();
    const c = routed(rt, pair.edge, { nextState: 3, serverAddress: 'play.example.com\0FML3\0' });
    expect(transfer(rt, c)).toBeNull();
    const frame = readFrame(c.handshakeFrame);
    const handshake = frame.kind === 'ok' ? readHandshake(frame.value.body) : null;
    expect(handshake).toMatchObject({
      kind: 'ok',
      value: { nextState: 2, serverAddress: 'play.example.com\0FML3\0' },
    });
    // Once: a second transfer intent from there is another server's doing.
    const again = routed(rt, pair.edge, { nextState: 3 });
    transfer(rt, again);
    expect(again.handshake.nextState).toBe(3);
    pair.close();
  });
});
