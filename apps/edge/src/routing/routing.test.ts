import { describe, expect, it } from 'vitest';
import { orderBackends } from './balancer';
import { compileRoutes } from './table';

const route = (host: string, network_id: number) => ({
  host,
  network_id,
  backend_set_id: network_id,
  bac: false,
});

describe('host routing', () => {
  const lookup = compileRoutes([
    route('play.example.com', 1),
    route('*.example.com', 2),
    route('*.eu.example.com', 3),
  ]);
  it.each([
    ['play.example.com', 1],
    ['lobby.example.com', 2],
    ['a.b.example.com', 2],
    ['x.eu.example.com', 3],
    ['example.com', null],
    ['other.net', null],
  ])('%s → network %s', (host, network) => {
    expect(lookup(host)?.network_id ?? null).toBe(network);
  });
});

describe('load balancing', () => {
  const backends = (...active: number[]) =>
    active.map((n, i) => ({ address: `10.0.0.${i}:25565`, healthy: true, active: n }));

  it('round-robins over healthy backends', () => {
    const set = backends(0, 0, 0);
    const picks = Array.from(
      { length: 6 },
      () => orderBackends(101, 0, set, '1.2.3.4')[0]?.address,
    );
    expect(new Set(picks).size).toBe(3);
    expect(picks.slice(0, 3)).toEqual(picks.slice(3));
  });

  it('prefers the least busy, keeps one source on one backend, fails over in order', () => {
    expect(orderBackends(102, 1, backends(5, 1, 3), 'x')[0]?.address).toBe('10.0.0.1:25565');
    const a = orderBackends(103, 3, backends(0, 0, 0, 0), '203.0.113.7')[0];
    expect(orderBackends(103, 3, backends(9, 9, 9, 9), '203.0.113.7')[0]?.address).toBe(a?.address);
    expect(orderBackends(104, 4, backends(9, 0, 0), 'x').map((b) => b.address)).toEqual([
      '10.0.0.0:25565',
      '10.0.0.1:25565',
      '10.0.0.2:25565',
    ]);
  });

  it('skips backends that failed their health check', () => {
    const set = backends(0, 0, 0).map((b, i) => ({ ...b, healthy: i === 2 }));
    for (const mode of [0, 1, 2, 3, 4]) {
      expect(orderBackends(105, mode, set, 'x').map((b) => b.address)).toEqual(['10.0.0.2:25565']);
    }
  });
});
