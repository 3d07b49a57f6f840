import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { routes } from './index';

describe('endpoints', () => {
  it('holds every route of the contract with its method, path and caller, and nothing else', () => {
    const fromContract = Object.fromEntries(
      Object.entries(routes).map(([name, route]) => [
        name,
        { name, method: route.method, path: route.path, auth: route.auth },
      ]),
    );
    // When this fails, the contract changed: run `npm run gen:endpoints`.
    expect(endpoints).toEqual(fromContract);
  });
});
