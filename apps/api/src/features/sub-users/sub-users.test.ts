import { allPermissions } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets } from '../../../test/fixtures';
import {
  account,
  type Entity,
  type Harness,
  setPlan,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { linkIn } from '../../../test/mailbox';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await allowTestNets(h);
});
afterAll(() => h.close());

describe('sub-users', () => {
  it('are invited by mail, accept while signed in, and get exactly their permissions', async () => {
    const owner = await account(h);
    const net = (await owner.call('POST', '/networks', { name: 'Shared SMP' })).body.data;
    const set = (
      await owner.call('POST', `/networks/${net.id}/backendSets`, {
        name: 's',
        backends: ['10.0.0.1:25565'],
      })
    ).body.data;
    const inviteeEmail = uniqueEmail('helper');

    const invited = await owner.call('POST', `/networks/${net.id}/subUsers`, {
      email: inviteeEmail,
      perms: { read_network: true, read_domains: true, create_domains: true },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.body.data).toMatchObject({
      email: inviteeEmail,
      verified: false,
      full_name: '',
    });
    expect(invited.body.data.perms).toEqual({
      ...allPermissions(false),
      read_network: true,
      read_domains: true,
      create_domains: true,
    });

    const mail = await h.mailbox.next(inviteeEmail);
    expect(mail.subject).toContain('Shared SMP');
    const link = linkIn(mail, `/networks/sub-users/Shared%20SMP/${net.id}`);
    expect(link.pathname).toBe(
      `/networks/sub-users/Shared%20SMP/${net.id}/${invited.body.data.id}/verify`,
    );

    const stranger = await account(h);
    const wrong = await stranger.call(
      'GET',
      `/networks/${net.id}/subUsers/${invited.body.data.id}/verify`,
    );
    expect(wrong.statusCode).toBe(404);

    const helper = await account(h, inviteeEmail);
    expect((await helper.call<Entity[]>('GET', '/networks')).body.data).toEqual([]);
    const accepted = await helper.call(
      'GET',
      `/networks/${net.id}/subUsers/${invited.body.data.id}/verify`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data).toMatchObject({ network_id: net.id, network_name: 'Shared SMP' });

    const visible = await helper.call<Entity[]>('GET', '/networks');
    expect(visible.body.data.map((n) => [n.id, n.role, n.webhook_secret])).toEqual([
      [net.id, 'sub_user', ''],
    ]);
    // The helper's replies carry exactly the permissions the owner gave, all keys present.
    const granted = {
      ...allPermissions(false),
      read_network: true,
      read_domains: true,
      create_domains: true,
    };
    expect(visible.body.data[0]?.perms).toEqual(granted);
    expect((await helper.call('GET', `/networks/${net.id}`)).body.data.perms).toEqual(granted);
    // The owner's list is unchanged by the share.
    expect((await owner.call<Entity[]>('GET', '/networks')).body.data.map((n) => n.perms)).toEqual([
      allPermissions(true),
    ]);
    const domain = await helper.call('POST', `/networks/${net.id}/domains`, {
      name: `helped${Date.now()}.example.com`,
      backend_set_id: set.id,
    });
    expect(domain.statusCode).toBe(200);
    const denied = await helper.call(
      'DELETE',
      `/networks/${net.id}/domains/${domain.body.data.id}`,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You need the delete_domains permission on this network.',
    });
    expect((await helper.call('GET', `/networks/${net.id}/backendSets`)).statusCode).toBe(403);
    expect(
      (await helper.call('POST', `/networks/${net.id}/toggle-premium`, { state: true })).statusCode,
    ).toBe(403);

    const listed = await owner.call<Entity[]>('GET', `/networks/${net.id}/subUsers`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ email: inviteeEmail, verified: true, full_name: 'Ada Lovelace' }),
    ]);

    const merged = await owner.call(
      'PATCH',
      `/networks/${net.id}/subUsers/${invited.body.data.id}`,
      { perms: { delete_domains: true } },
    );
    expect(merged.body.data.perms).toMatchObject({
      read_domains: true,
      create_domains: true,
      delete_domains: true,
    });
    expect((await helper.call('GET', `/networks/${net.id}`)).body.data.perms).toEqual({
      ...granted,
      delete_domains: true,
    });
    expect((await helper.call<Entity[]>('GET', '/networks')).body.data[0]?.perms).toEqual({
      ...granted,
      delete_domains: true,
    });
    expect(
      (await helper.call('DELETE', `/networks/${net.id}/domains/${domain.body.data.id}`))
        .statusCode,
    ).toBe(200);

    expect(
      (await owner.call('DELETE', `/networks/${net.id}/subUsers/${invited.body.data.id}`))
        .statusCode,
    ).toBe(200);
    expect((await helper.call('GET', `/networks/${net.id}`)).statusCode).toBe(404);
    expect((await helper.call<Entity[]>('GET', '/networks')).body.data).toEqual([]);
  });

  it('cannot grant what they do not hold, and invites are checked', async () => {
    const owner = await account(h);
    await setPlan(h, owner.id, 2);
    const net = (await owner.call('POST', '/networks', { name: 'n' })).body.data;
    const managerEmail = uniqueEmail('manager');
    const invite = await owner.call('POST', `/networks/${net.id}/subUsers`, {
      email: managerEmail,
      perms: { read_network: true, create_network_user: true, read_domains: true },
    });
    const manager = await account(h, managerEmail);
    await manager.call('GET', `/networks/${net.id}/subUsers/${invite.body.data.id}/verify`);

    const escalate = await manager.call('POST', `/networks/${net.id}/subUsers`, {
      email: uniqueEmail(),
      perms: { delete_network: true },
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.body.message).toContain('delete_network');
    expect(
      (
        await manager.call('POST', `/networks/${net.id}/subUsers`, {
          email: uniqueEmail(),
          perms: { read_domains: true },
        })
      ).statusCode,
    ).toBe(201);

    expect(
      (await owner.call('POST', `/networks/${net.id}/subUsers`, { email: managerEmail })).body.code,
    ).toBe('DUPLICATE');
    expect(
      (await owner.call('POST', `/networks/${net.id}/subUsers`, { email: owner.email })).statusCode,
    ).toBe(400);
    expect(
      (await owner.call('POST', `/networks/${net.id}/subUsers`, { email: 'not-an-email' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await owner.call('POST', `/networks/${net.id}/subUsers`, {
          email: uniqueEmail(),
          perms: { fly: true },
        })
      ).statusCode,
    ).toBe(201);
    const full = await owner.call('POST', `/networks/${net.id}/subUsers`, { email: uniqueEmail() });
    expect(full.statusCode).toBe(402);
    expect(full.body.code).toBe('PLAN_LIMIT');
  });
});
