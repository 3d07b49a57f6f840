import { type RouteDef, routes } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../../test/fixtures';
import { type Account, account, type Harness, type Method, startHarness } from '../../test/harness';

/**
 * Walks the contract's route table: every route that names a network or a tunnel must refuse
 * another account (404) and a sub-user without the permission (403). A new route is covered
 * the moment it is declared; a new path parameter fails here until it has a fixture.
 */

let h: Harness;
let fixture: Fixture;
let stranger: Account;
let operatorKey: string;

beforeAll(async () => {
  h = await startHarness();
  fixture = await buildFixture(h);
  stranger = await account(h);
  operatorKey = (await fixture.operator.route('regenerateApiKey')).body.data.key;
});
afterAll(() => h.close());

const scoped = Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.scope);

describe('tenant isolation, from the route table', () => {
  it('declares a scope on every route under a network or tunnel id', () => {
    const unscoped = Object.entries(routes as Record<string, RouteDef>)
      .filter(
        ([name, r]) =>
          /^\/(networks|tunnels?|tunnelFirewall)\/:/.test(r.path) &&
          !r.scope &&
          name !== 'acceptInvite',
      )
      .map(([name]) => name);
    expect(unscoped).toEqual([]);
    expect(scoped.length).toBeGreaterThan(30);
  });

  for (const [name, route] of scoped) {
    it(`${name}: ${route.method} ${route.path} refuses other accounts`, async () => {
      const url = fixture.pathFor(route);
      const reply = await stranger.call(
        route.method as Method,
        url,
        route.method === 'GET' ? undefined : {},
      );
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    });

    it(`${name}: refuses a sub-user without ${route.permission ?? 'ownership'}`, async () => {
      const reply = await fixture.powerless.call(
        route.method as Method,
        fixture.pathFor(route),
        route.method === 'GET' ? undefined : {},
      );
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(
        route.scope === 'network' ? 403 : 404,
      );
    });
  }

  it('still lets the owner in (reads only)', async () => {
    for (const [name, route] of scoped.filter(([, r]) => r.method === 'GET')) {
      const reply = await fixture.owner.call('GET', fixture.pathFor(route));
      expect(
        [200, 400],
        `${name} answered ${reply.statusCode}: ${JSON.stringify(reply.body)}`,
      ).toContain(reply.statusCode);
    }
  });
});

const operatorOnly = Object.entries(routes as Record<string, RouteDef>).filter(
  ([, r]) => r.auth === 'operator',
);

describe('operator routes, from the route table', () => {
  it('puts every route under admin/ behind the operator role', () => {
    const open = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => r.path.startsWith('/admin/') !== (r.auth === 'operator'))
      .map(([name]) => name);
    expect(open).toEqual([]);
    expect(operatorOnly.length).toBeGreaterThan(15);
  });

  for (const [name, route] of operatorOnly) {
    it(`${name}: ${route.method} ${route.path} refuses a customer, a sub-user and an API key`, async () => {
      const url = route.path.replace(/:(\w+)/g, '1');
      const body = route.method === 'GET' ? undefined : {};
      for (const caller of [fixture.owner, fixture.powerless, stranger]) {
        const reply = await caller.call(route.method as Method, url, body);
        expect(reply.statusCode, JSON.stringify(reply.body)).toBe(403);
        expect(reply.body.code).toBe('FORBIDDEN');
      }
      // Even the operator's own key: scripts hold keys, the console needs a person's session.
      const reply = await h.request({
        method: route.method,
        url: `/api/v1${url}`,
        headers: { 'x-api-key': operatorKey },
        ...(body ? { payload: body } : {}),
      });
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    });
  }
});
