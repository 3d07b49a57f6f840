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

beforeAll(async () => {
  h = await startHarness();
  fixture = await buildFixture(h);
  stranger = await account(h);
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
