import { type RouteDef, routes } from '@palisade/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../../test/fixtures';
import { bearer, type Harness, startHarness } from '../../test/harness';

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

/** Any JSON value, with a bias towards the strings and numbers that schemas look at. */
const value = fc.oneof(
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
          fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), {
            maxKeys: 3,
          }),
          async (body, pathValue, auth, realIds, query) => {
            // Half the runs name the fixture's real objects, so bodies reach the handlers.
            const path =
              realIds && route.scope
                ? fixture.pathFor(route)
                : route.path.replace(/:(\w+)/g, () => encodeURIComponent(pathValue));
            const url = `/api/v1${path}`;
            const headers: Record<string, string> =
              auth === 'valid'
                ? bearer(fixture.owner.token)
                : auth === 'garbage'
                  ? bearer('x.y.z')
                  : {};
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
