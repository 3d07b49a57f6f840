import { maxBucketRefusals, maxBucketSources } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import { bedrockRefusalMs, maxDrainSources, Recorder } from './recorder';

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

describe('players and logins', () => {
  const login = (recorder: Recorder, username: string, protocol: number, at: number) =>
    recorder.login(
      3,
      {
        username,
        address: '192.0.2.9',
        protocol,
        domain: `${username.toLowerCase()}.example.com`,
        country: 'DE',
        asn: null,
      },
      undefined,
      at,
    );

  it('count a session as a player from when it played, a login that never played as a login', () => {
    const recorder = new Recorder();
    const t0 = 1_800_000_000_000;
    recorder.drain(t0);
    const player = login(recorder, 'Steve', 767, t0 + 1000);
    const bots = [1, 2, 3].map((n) => login(recorder, `Bot${n}`, 769, t0 + 1000 + n));
    expect(recorder.players(3)).toBe(0);
    recorder.played(player, t0 + 6000);
    // Once is enough: a second report of the same evidence changes nothing.
    recorder.played(player, t0 + 7000);
    expect(recorder.players(3)).toBe(1);
    for (const bot of bots) recorder.logout(bot, undefined, t0 + 8000);
    expect(recorder.players(3)).toBe(1);

    const { buckets, sessions } = recorder.drain(t0 + 10_000);
    expect(buckets).toHaveLength(1);
    expect(buckets[0]).toMatchObject({
      logins: 4,
      players: 1,
      by_protocol: { '767': 1 },
      by_domain: { 'steve.example.com': 1 },
      by_country: { DE: 1 },
    });
    expect(sessions.map((s) => [s.username, s.played])).toEqual([
      ['Steve', true],
      ['Bot1', false],
      ['Bot2', false],
      ['Bot3', false],
    ]);
    recorder.logout(player, undefined, t0 + 12_000);
    expect(recorder.players(3)).toBe(0);
    // A session that ended is judged no more.
    recorder.played(bots[0] as string, t0 + 12_500);
    const next = recorder.drain(t0 + 20_000);
    expect(next.buckets[0]).toMatchObject({ logins: 0, by_protocol: {} });
    expect(next.sessions).toMatchObject([{ username: 'Steve', played: true }]);
  });
});

describe('connection sources', () => {
  it('count connections per address, looked up once each when the bucket is handed over', () => {
    const recorder = new Recorder();
    let lookups = 0;
    const geoOf = (asn: number, country: string) => ({
      asn: () => {
        lookups += 1;
        return asn;
      },
      country: () => country,
    });
    const from = (address: string, geo = geoOf(64500, 'DE')) =>
      recorder.connection(3, { address, domain: 'play.example.com', geo, bytes: 1 });
    for (let i = 0; i < 3; i++) from('192.0.2.1');
    from('2001:db8::7', geoOf(64501, 'FR'));
    expect(lookups).toBe(0);
    const [bucket] = recorder.drain(Date.now(), true).buckets;
    expect(bucket?.sources).toEqual([
      { address: '192.0.2.1', asn: 64500, country: 'DE', count: 3 },
      { address: '2001:db8::7', asn: 64501, country: 'FR', count: 1 },
    ]);
    expect(lookups).toBe(2);
  });

  it('name at most maxBucketSources addresses a bucket; the rest are counted without theirs', () => {
    const recorder = new Recorder();
    const geo = { asn: () => null, country: () => null };
    const flood = maxBucketSources + 500;
    for (let i = 0; i < flood; i++)
      recorder.connection(3, {
        address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        domain: 'play.example.com',
        geo,
        bytes: 1,
      });
    const [bucket] = recorder.drain(Date.now(), true).buckets;
    expect(bucket?.connections).toBe(flood);
    expect(bucket?.sources).toHaveLength(maxBucketSources);
    expect(recorder.drain(Date.now(), true).buckets).toEqual([]);
  });

  it('keep the address a player logged in from with the play session', () => {
    const recorder = new Recorder();
    recorder.login(3, {
      username: 'Steve',
      address: '198.51.100.20',
      protocol: 767,
      domain: 'play.example.com',
      country: null,
      asn: null,
    });
    const [session] = recorder.drain(Date.now(), true).sessions;
    expect(session).toMatchObject({ username: 'Steve', address: '198.51.100.20' });
  });
});

describe('a drain of many flooded networks', () => {
  it('hands over at most maxDrainSources addresses, the busiest of each bucket', () => {
    const recorder = new Recorder();
    const geo = { asn: () => null, country: () => null };
    for (let network = 1; network <= 10; network++)
      for (let i = 0; i < maxBucketSources; i++) {
        const address = `10.${network}.${i >> 8}.${i & 255}`;
        recorder.connection(network, { address, domain: 'a.example', geo, bytes: 1 });
        // Every hundredth address of a network comes back: the busiest of the bucket.
        if (i % 100 === 0)
          recorder.connection(network, { address, domain: 'a.example', geo, bytes: 1 });
      }
    const { buckets } = recorder.drain(Date.now(), true);
    expect(buckets.reduce((sum, b) => sum + b.sources.length, 0)).toBe(maxDrainSources);
    for (const bucket of buckets) {
      expect(bucket.sources).toHaveLength(maxDrainSources / 10);
      expect(bucket.sources.slice(0, 10).every((s) => s.count === 2)).toBe(true);
    }
  });
});

describe('refusals', () => {
  it('say who was refused and why, located when sent, at most a few per network and bucket', () => {
    const recorder = new Recorder();
    const t0 = 1_800_000_000_000;
    let lookups = 0;
    const geo = {
      asn: () => {
        lookups += 1;
        return 64500;
      },
      country: () => 'DE',
    };
    const steve = {
      address: '198.51.100.8',
      username: 'Steve',
      domain: 'play.example.com',
      protocol_version: 767,
      geo,
    };
    recorder.refused(3, 'verification', steve, t0 + 1000);
    for (let i = 0; i < maxBucketRefusals + 10; i += 1)
      recorder.refused(
        4,
        'rate_limit',
        { address: `203.0.113.${i}`, username: null, domain: null, protocol_version: null, geo },
        t0 + 2000,
      );
    recorder.refused(3, 'reconnect_check', steve, t0 + 10_500);
    expect(lookups).toBe(0);
    const { refusals } = recorder.drain(t0 + 10_600);
    expect(refusals.filter((r) => r.network_id === 4)).toHaveLength(maxBucketRefusals);
    expect(refusals[0]).toEqual({
      network_id: 3,
      at: t0 + 1000,
      address: '198.51.100.8',
      edition: 'java',
      username: 'Steve',
      domain: 'play.example.com',
      protocol_version: 767,
      reason: 'verification',
      country: 'DE',
      asn: 64500,
    });
    // The bucket still open is handed over once it closes.
    expect(recorder.drain(t0 + 20_000).refusals.map((r) => r.reason)).toEqual(['reconnect_check']);
  });

  it('keep a Bedrock address refused for one reason once a minute', () => {
    const recorder = new Recorder();
    const t0 = 1_800_000_000_000;
    const geo = { asn: () => null, country: () => null };
    const client = (address: string) => ({
      address,
      edition: 'bedrock' as const,
      username: null,
      domain: 'bedrock.example.com',
      protocol_version: null,
      geo,
    });
    // Pings while the server list is open, request 1 at three MTUs: refused each time.
    for (let at = 0; at < bedrockRefusalMs; at += 3000)
      recorder.refused(3, 'firewall', client('198.51.100.9'), t0 + at);
    recorder.refused(3, 'rate_limit', client('198.51.100.9'), t0 + 10);
    recorder.refused(3, 'firewall', client('198.51.100.10'), t0 + 20);
    recorder.refused(4, 'firewall', client('198.51.100.9'), t0 + 30);
    recorder.refused(3, 'firewall', client('198.51.100.9'), t0 + bedrockRefusalMs);
    // Java connections are each an attempt of their own.
    const java = { ...client('198.51.100.9'), edition: 'java' as const };
    recorder.refused(3, 'firewall', java, t0 + 40);
    recorder.refused(3, 'firewall', java, t0 + 50);
    const { refusals } = recorder.drain(t0 + bedrockRefusalMs + 10_000);
    expect(refusals.map((r) => [r.network_id, r.edition, r.address, r.reason, r.at - t0])).toEqual([
      [3, 'bedrock', '198.51.100.9', 'firewall', 0],
      [3, 'bedrock', '198.51.100.9', 'rate_limit', 10],
      [3, 'bedrock', '198.51.100.10', 'firewall', 20],
      [3, 'java', '198.51.100.9', 'firewall', 40],
      [3, 'java', '198.51.100.9', 'firewall', 50],
      [4, 'bedrock', '198.51.100.9', 'firewall', 30],
      [3, 'bedrock', '198.51.100.9', 'firewall', bedrockRefusalMs],
    ]);
  });
});
