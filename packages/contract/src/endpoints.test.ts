import { describe, expect, it } from 'vitest';
import { endpoints, urlOf } from './endpoints';
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

  it('give the URL of a request: the path filled in and the query, encoded', () => {
    expect(urlOf(endpoints.deleteIpFirewall, { params: { id: '7', entryId: '12' } })).toBe(
      '/networks/7/firewall/12',
    );
    expect(urlOf(endpoints.verify, { params: { token: 'a/b c' } })).toBe('/auth/verify/a%2Fb%20c');
    expect(
      urlOf(endpoints.statsPlayers, { params: { id: '3' }, query: { period: '1d', points: 144 } }),
    ).toBe('/networks/3/stats/players?period=1d&points=144');
    expect(urlOf(endpoints.listNetworks)).toBe('/networks');
  });
});
