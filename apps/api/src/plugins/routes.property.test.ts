import { type RouteDef, routes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../../test/fixtures';
import { bearer, type Harness, password, setPlan, startHarness } from '../../test/harness';
import { plans, users } from '../db/schema';

let h: Harness;
let fixture: Fixture;
beforeAll(async () => {
  h = await startHarness();
  fixture = await buildFixture(h);
});
afterAll(() => h.close());

const fieldsOf = (schema: RouteDef['body']): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** Strings PostgreSQL cannot store or dates it cannot hold: each must be a 400, not a 500. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '\u0000',
    '0000-01-01',
    '-271821-04-20',
    '+275760-09-13T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '10000-01-01',
  ),
);

/** Any JSON value, with a bias towards the strings and numbers that schemas look at. */
const value = fc.oneof(
  hostile,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A body of the route's own field names with random values, or any JSON at all. */
const bodyFor = (route: RouteDef) => {
  const fields = fieldsOf(route.body);
  const shaped = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(shaped, fc.jsonValue({ maxDepth: 3 }));
};

const param = fc.oneof(
  fc.string({ minLength: 1, maxLength: 120 }),
  fc.base64String({ minLength: 20, maxLength: 60 }),
  fc.constantFrom('..', '%00', 'null', '-1', '0'.repeat(200)),
);

describe('every route under random input', () => {
  // Operator routes given random ids may edit a plan or move the fixture's owner to another:
  // the plans and the owner's plan are put back for the tests after the walk.
  let saved: { plans: (typeof plans.$inferSelect)[]; planId: number };
  beforeAll(async () => {
    const [owner] = await h.deps.db.select().from(users).where(eq(users.id, fixture.owner.id));
    saved = { plans: await h.deps.db.select().from(plans), planId: owner?.planId ?? 3 };
  });
  afterAll(async () => {
    for (const { id, ...row } of saved.plans)
      await h.deps.db.update(plans).set(row).where(eq(plans.id, id));
    await setPlan(h, fixture.owner.id, saved.planId);
  });
  // Deletions run last (the network's own last of all), so they do not empty the fixture early.
  const rank = ([name, route]: [string, RouteDef]) =>
    name === 'deleteNetwork' ? 2 : route.method === 'DELETE' ? 1 : 0;
  const ordered = (Object.entries(routes) as [string, RouteDef][]).sort(
    (a, b) => rank(a) - rank(b),
  );
  for (const [name, route] of ordered) {
    it(`${name}: ${route.method} ${route.path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route),
          param,
          fc.constantFrom('none', 'valid', 'garbage'),
          fc.boolean(),
          fc.oneof(
            fc.dictionary(
              fc.string({ minLength: 1, maxLength: 10 }),
              fc.string({ maxLength: 20 }),
              {
                maxKeys: 3,
              },
            ),
            // The query fields routes read (date ranges, paging), with hostile values.
            fc.record(
              {
                from: hostile,
                to: hostile,
                period: fc.constantFrom('1d', '\u0000'),
                page: fc.constantFrom('1', '\u0000'),
              },
              { requiredKeys: [] },
            ),
          ),
          async (body, pathValue, auth, realIds, query) => {
            // Half the runs name the fixture's real objects, so bodies reach the handlers.
            // An operator route acts on the whole service: a random id that names a real plan or
            // customer (the fixture's owner among them) would change what the tests after the
            // walk rely on, so any number is one no row has.
            const free =
              route.auth === 'operator' && pathValue.trim() !== '' && Number.isFinite(+pathValue)
                ? '2147483646'
                : pathValue;
            const path =
              realIds && route.scope
                ? fixture.pathFor(route)
                : route.path.replace(/:(\w+)/g, () => encodeURIComponent(free));
            const url = `/api/v1${path}`;
            // Operator routes take the operator's session: a customer's ends at the role check.
            const caller = route.auth === 'operator' ? fixture.operator : fixture.owner;
            const headers: Record<string, string> =
              auth === 'valid' ? bearer(caller.token) : auth === 'garbage' ? bearer('x.y.z') : {};
            const reply = await h.request({
              method: route.method,
              url: `${url}?${new URLSearchParams(query)}`,
              headers,
              ...(route.method === 'GET' ? {} : { payload: body as object }),
            });
            expect(reply.statusCode, JSON.stringify(reply.body)).toBeLessThan(500);
            if (reply.statusCode >= 400) {
              expect(reply.body).toMatchObject({
                status: reply.statusCode,
                code: expect.any(String),
                error: expect.any(String),
              });
            } else {
              expect(reply.body.status).toBe(0);
            }
          },
        ),
        { numRuns: 100 },
      );
    });
  }
});

describe('what PostgreSQL cannot store', () => {
  it('refuses a NUL character in any free-text field with 400, signed in or not', async () => {
    const nul = 'Ada\u0000Lovelace';
    const register = await h.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        firstname: nul,
        lastname: 'x',
        email: 'nul@example.com',
        password,
        passwordconfirm: password,
        captcha: 'x',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.firstname' }],
    });
    const headers = bearer(fixture.owner.token);
    // The walk above deleted the fixture's network last: a network of its own.
    const network = (await fixture.owner.route('createNetwork', { body: { name: 'nul' } })).body
      .data;
    for (const [url, payload] of [
      ['/api/v1/user/updateGeneralInfo', { firstname: nul, lastname: 'x', phone: '' }],
      ['/api/v1/networks', { name: nul }],
      [`/api/v1/networks/${network.id}/backendSets`, { name: nul, backends: ['a.example.com:1'] }],
    ] as const) {
      const reply = await h.request({ method: 'POST', url, headers, payload });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses attack-list dates outside what the database holds with 400', async () => {
    const headers = bearer(fixture.owner.token);
    const network = (await fixture.owner.route('createNetwork', { body: { name: 'dates' } })).body
      .data;
    for (const query of [
      'from=0000-01-01',
      'to=-271821-04-20',
      'from=10000-01-01',
      'from=1969-12-31',
    ]) {
      const reply = await h.request({
        method: 'GET',
        url: `/api/v1/networks/${network.id}/attacks?${query}`,
        headers,
      });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
