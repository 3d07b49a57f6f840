import { describe, expect, it } from 'vitest';
import type { FilterOp } from './messages';
import { memoryOf, remember, sharedFilters } from './shared-filters';

/** Two workers' filters, each change of one replayed by the other as the primary passes it on. */
function pair() {
  const sent: FilterOp[][] = [[], []];
  const a = sharedFilters(
    (op) => sent[0]?.push(op),
    () => 64500,
  );
  const b = sharedFilters(
    (op) => sent[1]?.push(op),
    () => 64500,
  );
  /** Delivers what each has shared so far to the other, as JSON, as the workers' messages go. */
  const json = (op: FilterOp) => JSON.parse(JSON.stringify(op)) as FilterOp;
  const deliver = () => {
    for (const op of sent[0]?.splice(0) ?? []) b.replay(json(op));
    for (const op of sent[1]?.splice(0) ?? []) a.replay(json(op));
  };
  return { a: a.filters, b: b.filters, sent, deliver };
}

const settings = { threshold: 50, banSeconds: 60 };
const now = 1_700_000_000_000;

describe('filters shared between workers', () => {
  it("holds an address's share per second across workers, and its ban", () => {
    const { a, b, deliver } = pair();
    // A share of 5 a second at a threshold of 50: four here, one there, then one too many.
    for (let i = 0; i < 4; i += 1)
      expect(a.rate.admit(1, '203.0.113.9', settings, false, now)).toBe('pass');
    deliver();
    expect(b.rate.admit(1, '203.0.113.9', settings, false, now + 1)).toBe('pass');
    deliver();
    expect(a.rate.admit(1, '203.0.113.9', settings, false, now + 2)).toBe('rate_limit');
    deliver();
    // Banned at both: the ban came with the count, and so did its telling, so the next
    // refusal is closed without a message at either.
    expect(b.rate.admit(1, '203.0.113.9', settings, false, now + 1500)).toEqual({
      quiet: 'rate_limit',
    });
  });

  it('puts the network under attack where the other worker counted the connections', () => {
    const { a, b, deliver } = pair();
    for (let i = 0; i < 30; i += 1) a.rate.note(7, 50, now + i);
    for (let i = 0; i < 30; i += 1) b.rate.note(7, 50, now + i);
    expect(a.rate.underAttack(7, now + 40)).toBe(false);
    deliver();
    expect(a.rate.underAttack(7, now + 40)).toBe(true);
    expect(b.rate.underAttack(7, now + 40)).toBe(true);
  });

  it('shares allow lists, jail sentences, pings, reconnects, transfers and Bedrock limits', () => {
    const { a, b, deliver } = pair();
    a.allow.allow(1, '198.51.100.4', 600, now, true);
    a.jail.lock('198.51.100.5', now + 60_000, { networkId: 1, reason: 'verification' }, now);
    a.checks.sawPing(1, '198.51.100.6', now);
    expect(a.checks.reconnected(1, '198.51.100.7', now)).toBe(false);
    for (let i = 0; i < 5; i += 1) a.limiter.admit(2, '198.51.100.8', settings, now);
    deliver();
    expect(b.allow.has(1, '198.51.100.4', now + 1)).toBe(true);
    expect(b.jail.check('198.51.100.5', now + 1)).toMatchObject({ reason: 'verification' });
    expect(b.checks.pingedRecently(1, '198.51.100.6', now + 1)).toBe(true);
    expect(b.checks.reconnected(1, '198.51.100.7', now + 1)).toBe(true);
    expect(b.limiter.admit(2, '198.51.100.8', settings, now + 2)).toBe('ban');
    // A transfer is answered once for the location: taken at one worker, gone at the other.
    expect(b.allow.takeTransfer(1, '198.51.100.4', now + 3)).toBe(true);
    deliver();
    expect(a.allow.takeTransfer(1, '198.51.100.4', now + 4)).toBe(false);
  });

  it('does not share a replayed change again', () => {
    const { a, b, sent, deliver } = pair();
    a.rate.admit(1, '203.0.113.1', settings, false, now);
    a.jail.strike('203.0.113.2', now);
    expect(sent[0]).toHaveLength(2);
    deliver();
    expect(sent[1]).toEqual([]);
    expect(b.jail.check('203.0.113.2', now)).toBeNull();
  });

  it('hands what they remember to a worker that starts after them', () => {
    const { a, deliver } = pair();
    for (let i = 0; i < 6; i += 1) a.rate.admit(1, '203.0.113.9', settings, false, now);
    for (let i = 0; i < 21; i += 1) a.jail.strike('203.0.113.10', now);
    a.allow.allow(1, '198.51.100.4', 600, now);
    a.checks.sawPing(1, '198.51.100.6', now);
    for (let i = 0; i < 6; i += 1) a.limiter.admit(2, '198.51.100.8', settings, now);
    deliver();
    const sent: FilterOp[] = [];
    const late = sharedFilters(
      (op) => sent.push(op),
      () => 64500,
    );
    remember(late.filters, memoryOf(a));
    const later = now + 1500;
    // Banned, and told of it already: what the others remember of the ban came whole.
    expect(late.filters.rate.admit(1, '203.0.113.9', settings, false, later)).toEqual({
      quiet: 'rate_limit',
    });
    expect(late.filters.jail.check('203.0.113.10', later)).toMatchObject({ reason: 'invalid' });
    expect(late.filters.allow.has(1, '198.51.100.4', later)).toBe(true);
    expect(late.filters.checks.pingedRecently(1, '198.51.100.6', later)).toBe(true);
    expect(late.filters.limiter.isBanned(2, '198.51.100.8', later)).toBe(true);
    // It shares its own changes as before.
    late.filters.jail.strike('203.0.113.11', later);
    expect(sent.at(-1)).toEqual(['jail', 'strike', ['203.0.113.11', later]]);
  });

  it("replays only a method a filter shares, whatever another edge's message names", () => {
    const { filters, replay } = sharedFilters(
      () => undefined,
      () => null,
    );
    expect(replay(['jail', 'constructor', []])).toBeNull();
    expect(replay(['jail', 'sweep', [now + 600_000]])).toBeNull();
    expect(replay(['nothing', 'strike', ['198.51.100.9', now]])).toBeNull();
    for (let i = 0; i <= 20; i += 1)
      expect(replay(['jail', 'strike', ['198.51.100.9', now]])).toEqual([
        'jail',
        'strike',
        ['198.51.100.9', now],
      ]);
    expect(filters.jail.check('198.51.100.9', now)).toMatchObject({ reason: 'invalid' });
  });
});
