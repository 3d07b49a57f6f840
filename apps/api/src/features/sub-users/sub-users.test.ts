import { allPermissions } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets } from '../../../test/fixtures';
import { account, type Harness, setPlan, startHarness, uniqueEmail } from '../../../test/harness';
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
    const net = (await owner.route('createNetwork', { body: { name: 'Shared SMP' } })).body.data;
    const params = { id: String(net.id) };
    const set = (
      await owner.route('createBackendSet', {
        params,
        body: { name: 's', backends: ['10.0.0.1:25565'] },
      })
    ).body.data;
    const inviteeEmail = uniqueEmail('helper');

    const invited = await owner.route('inviteSubUser', {
      params,
      body: {
        email: inviteeEmail,
        perms: { read_network: true, read_domains: true, create_domains: true },
      },
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

    const member = { ...params, userId: String(invited.body.data.id) };
    const stranger = await account(h);
    const wrong = await stranger.route('acceptInvite', { params: member });
    expect(wrong.statusCode).toBe(404);

    const helper = await account(h, inviteeEmail);
    expect((await helper.route('listNetworks')).body.data).toEqual([]);
    const accepted = await helper.route('acceptInvite', { params: member });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data).toMatchObject({ network_id: net.id, network_name: 'Shared SMP' });

    const visible = await helper.route('listNetworks');
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
    expect((await helper.route('getNetwork', { params })).body.data.perms).toEqual(granted);
    // The owner's list is unchanged by the share.
    expect((await owner.route('listNetworks')).body.data.map((n) => n.perms)).toEqual([
      allPermissions(true),
    ]);
    const domain = await helper.route('addDomain', {
      params,
      body: { name: `helped${Date.now()}.example.com`, backend_set_id: set.id },
    });
    expect(domain.statusCode).toBe(200);
    const helped = { ...params, domainId: String(domain.body.data.id) };
    const denied = await helper.route('deleteDomain', { params: helped });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You need the delete_domains permission on this network.',
    });
    expect((await helper.route('listBackendSets', { params })).statusCode).toBe(403);
    expect(
      (await helper.route('togglePremium', { params, body: { state: true } })).statusCode,
    ).toBe(403);

    const listed = await owner.route('listSubUsers', { params });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ email: inviteeEmail, verified: true, full_name: 'Ada Lovelace' }),
    ]);

    const merged = await owner.route('updateSubUser', {
      params: member,
      body: { perms: { delete_domains: true } },
    });
    expect(merged.body.data.perms).toMatchObject({
      read_domains: true,
      create_domains: true,
      delete_domains: true,
    });
    expect((await helper.route('getNetwork', { params })).body.data.perms).toEqual({
      ...granted,
      delete_domains: true,
    });
    expect((await helper.route('listNetworks')).body.data[0]?.perms).toEqual({
      ...granted,
      delete_domains: true,
    });
    expect((await helper.route('deleteDomain', { params: helped })).statusCode).toBe(200);

    expect((await owner.route('removeSubUser', { params: member })).statusCode).toBe(200);
    expect((await helper.route('getNetwork', { params })).statusCode).toBe(404);
    expect((await helper.route('listNetworks')).body.data).toEqual([]);
  });

  it('cannot grant what they do not hold, and invites are checked', async () => {
    const owner = await account(h);
    await setPlan(h, owner.id, 2);
    const net = (await owner.route('createNetwork', { body: { name: 'n' } })).body.data;
    const params = { id: String(net.id) };
    const managerEmail = uniqueEmail('manager');
    const invite = await owner.route('inviteSubUser', {
      params,
      body: {
        email: managerEmail,
        perms: { read_network: true, create_network_user: true, read_domains: true },
      },
    });
    const manager = await account(h, managerEmail);
    await manager.route('acceptInvite', {
      params: { ...params, userId: String(invite.body.data.id) },
    });

    const escalate = await manager.route('inviteSubUser', {
      params,
      body: { email: uniqueEmail(), perms: { delete_network: true } },
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.body.message).toContain('delete_network');
    expect(
      (
        await manager.route('inviteSubUser', {
          params,
          body: { email: uniqueEmail(), perms: { read_domains: true } },
        })
      ).statusCode,
    ).toBe(201);

    const ownerInvites = (email: string) =>
      owner.route('inviteSubUser', { params, body: { email } });
    expect((await ownerInvites(managerEmail)).body.code).toBe('DUPLICATE');
    expect((await ownerInvites(owner.email)).statusCode).toBe(400);
    expect((await ownerInvites('not-an-email')).statusCode).toBe(400);
    // A permission the contract does not name, so call(): the server drops it, it does not refuse.
    expect(
      (
        await owner.call('POST', `/networks/${net.id}/subUsers`, {
          email: uniqueEmail(),
          perms: { fly: true },
        })
      ).statusCode,
    ).toBe(201);
    const full = await ownerInvites(uniqueEmail());
    expect(full.statusCode).toBe(402);
    expect(full.body.code).toBe('PLAN_LIMIT');
  });

  it('get an invitation again, three times an hour, until they accept', async () => {
    const owner = await account(h);
    await setPlan(h, owner.id, 2);
    const net = (await owner.route('createNetwork', { body: { name: 'Again SMP' } })).body.data;
    const params = { id: String(net.id) };
    const email = uniqueEmail('late');
    const invited = await owner.route('inviteSubUser', {
      params,
      body: { email, perms: { read_network: true } },
    });
    const member = { ...params, userId: String(invited.body.data.id) };
    const first = linkIn(await h.mailbox.next(email), `/networks/sub-users/Again%20SMP/${net.id}`);

    for (let i = 0; i < 3; i += 1) {
      const again = await owner.route('resendInvite', { params: member });
      expect(again.statusCode).toBe(200);
      expect(again.body.data).toMatchObject({ id: invited.body.data.id, email, verified: false });
      const mail = await h.mailbox.next(email);
      expect(linkIn(mail, `/networks/sub-users/Again%20SMP/${net.id}`).href).toBe(first.href);
    }
    const fourth = await owner.route('resendInvite', { params: member });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');

    // Another account, or a sub-user who may not invite, cannot make the mail go out.
    const stranger = await account(h);
    expect((await stranger.route('resendInvite', { params: member })).statusCode).toBe(404);
    const viewer = await account(h, email);
    await viewer.route('acceptInvite', { params: member });
    const otherEmail = uniqueEmail('other');
    const other = await owner.route('inviteSubUser', { params, body: { email: otherEmail } });
    const otherMember = { ...params, userId: String(other.body.data.id) };
    expect((await viewer.route('resendInvite', { params: otherMember })).statusCode).toBe(403);
    // Accepted: nothing to send.
    const accepted = await owner.route('resendInvite', { params: member });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.body.message).toContain('accepted');
  });
});
