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
    const net = (await a.route('createNetwork', { body: { name: 'vs' } })).body.data;
    const params = { id: String(net.id) };
    expect((await a.route('getVerificationServer', { params })).body.data).toBeNull();
    expect(
      (await a.route('updateVerificationServer', { params, body: { ping_check: false } }))
        .statusCode,
    ).toBe(404);

    const created = await a.route('createVerificationServer', {
      params,
      body: { mode: 'under_attack' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      mode: 'under_attack',
      ping_check: true,
      reconnect_check: false,
      world_check: true,
      whitelist_seconds: 3600,
      kick_message: 'Please reconnect to verify you are not a bot.',
    });
    expect((await a.route('createVerificationServer', { params, body: {} })).body.code).toBe(
      'DUPLICATE',
    );
    expect((await a.route('getNetwork', { params })).body.data.verification_server).toBe(true);

    const changed = await a.route('updateVerificationServer', {
      params,
      body: { reconnect_check: true, whitelist_seconds: 60 },
    });
    expect(changed.body.data).toMatchObject({
      mode: 'under_attack',
      reconnect_check: true,
      whitelist_seconds: 60,
    });
    // A mode the contract does not name, sent raw on purpose.
    expect(
      (
        await a.call('PATCH', `/networks/${net.id}/verificationserver`, {
          mode: 'sometimes',
          kick_message: '',
        })
      ).body.details,
    ).toHaveLength(2);

    expect((await a.route('deleteVerificationServer', { params })).body.data).toEqual({
      deleted: true,
    });
    expect((await a.route('getNetwork', { params })).body.data.verification_server).toBe(false);
    expect((await a.route('deleteVerificationServer', { params })).statusCode).toBe(404);
  });
});
