import { offlineUuid } from '@palisade/mcproto';
import mc from 'minecraft-protocol';
import { describe, expect, it } from 'vitest';
import { Kit } from './kit';

describe("the limbo's Login Success", () => {
  it.each([
    [47, '1.8.8'],
    [578, '1.15.2'],
    [754, '1.16.5'],
    [764, '1.20.2'],
    [769, '1.21.4'],
  ])('reads, for a client of protocol %i, as the offline-mode UUID of its name', (protocol, release) => {
    const packet = new Kit(protocol, release).loginSuccess('Steve_01');
    const client = mc.createDeserializer({
      state: mc.states.LOGIN,
      isServer: false,
      version: release,
      customPackets: {},
    });
    const { name, params } = client.parsePacketBuffer(packet).data;
    expect(name).toBe('success');
    expect(params).toMatchObject({ uuid: offlineUuid('Steve_01'), username: 'Steve_01' });
  });
});
