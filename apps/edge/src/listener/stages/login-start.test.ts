import { writeFrame, writeLoginStart } from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import {
  compileState,
  dropped,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { loginStart } from './login-start';

describe('the Login Start stage', () => {
  it('reads the name, and counts the bytes as the network’s', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    c.username = null;
    const start = writeFrame(
      0x00,
      writeLoginStart({ username: 'Steve', uuid: '0f1e2d3c-4b5a-3968-8776-5a4b3c2d1e0f' }, 767),
    );
    pair.client.write(start);
    expect(await loginStart(rt, c)).toBeNull();
    expect(c.username).toBe('Steve');
    expect(c.pending).toEqual(Buffer.from(start));
    expect(rt.recorder.drain(Date.now(), true).buckets[0]?.bytes_in).toBe(start.length);
    pair.close();
  });

  it('drops what is not a Login Start, as invalid, with a strike', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    pair.client.write(Uint8Array.of(0x02, 0x07, 0x00));
    expect(await loginStart(rt, routed(rt, pair.edge))).toBe('invalid');
    expect(dropped(rt)?.invalid).toBe(1);
    pair.close();
  });
});
