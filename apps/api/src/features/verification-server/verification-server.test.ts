import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Harness, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('verification server', () => {
  it('is created with defaults, changed, shown on the network, and deleted', async () => {
    const a = await account(h);
    const net = (await a.call('POST', '/networks', { name: 'vs' })).body.data;
    const base = `/networks/${net.id}/verificationserver`;
    expect((await a.call('GET', base)).body.data).toBeNull();
    expect((await a.call('PATCH', base, { ping_check: false })).statusCode).toBe(404);

    const created = await a.call('POST', base, { mode: 'under_attack' });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      mode: 'under_attack',
      ping_check: true,
      reconnect_check: false,
      world_check: true,
      whitelist_seconds: 3600,
      kick_message: 'Please reconnect to verify you are not a bot.',
    });
    expect((await a.call('POST', base, {})).body.code).toBe('DUPLICATE');
    expect((await a.call('GET', `/networks/${net.id}`)).body.data.verification_server).toBe(true);

    const changed = await a.call('PATCH', base, { reconnect_check: true, whitelist_seconds: 60 });
    expect(changed.body.data).toMatchObject({
      mode: 'under_attack',
      reconnect_check: true,
      whitelist_seconds: 60,
    });
    expect(
      (await a.call('PATCH', base, { mode: 'sometimes', kick_message: '' })).body.details,
    ).toHaveLength(2);

    expect((await a.call('DELETE', base)).body.data).toEqual({ deleted: true });
    expect((await a.call('GET', `/networks/${net.id}`)).body.data.verification_server).toBe(false);
    expect((await a.call('DELETE', base)).statusCode).toBe(404);
  });
});
