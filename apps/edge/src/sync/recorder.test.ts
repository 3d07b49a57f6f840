import { describe, expect, it } from 'vitest';
import { Recorder } from './recorder';

describe('tunnel buckets', () => {
  it('add up per tunnel and 10-second bucket and are handed over once closed', () => {
    const recorder = new Recorder();
    const t0 = 1_800_000_000_000;
    recorder.tunnelBytes(7, 100, 40, t0 + 1000);
    recorder.tunnelBytes(7, 50, 10, t0 + 9000);
    recorder.tunnelBytes(8, 5, 5, t0 + 9999);
    recorder.tunnelBytes(7, 1, 2, t0 + 10_000);
    const closed = recorder.drain(t0 + 12_000).tunnels;
    expect(closed).toEqual([
      { tunnel_id: 7, start: t0, bytes_in: 150, bytes_out: 50 },
      { tunnel_id: 8, start: t0, bytes_in: 5, bytes_out: 5 },
    ]);
    expect(recorder.drain(t0 + 13_000).tunnels).toEqual([]);
    expect(recorder.drain(t0 + 14_000, true).tunnels).toEqual([
      { tunnel_id: 7, start: t0 + 10_000, bytes_in: 1, bytes_out: 2 },
    ]);
  });
});

describe('network buckets', () => {
  it('count what a client sent with its handshake as bytes in, refused or not', () => {
    const recorder = new Recorder();
    const geo = { asn: () => null, country: () => null };
    recorder.connection(3, { address: '192.0.2.1', domain: 'play.example.com', geo, bytes: 40 });
    recorder.dropped(3, 'firewall');
    recorder.connection(3, { address: '192.0.2.2', domain: 'play.example.com', geo, bytes: 25 });
    const [bucket] = recorder.drain(Date.now(), true).buckets;
    expect(bucket).toMatchObject({ network_id: 3, connections: 2, bytes_in: 65 });
    expect(bucket?.dropped.firewall).toBe(1);
  });
});
