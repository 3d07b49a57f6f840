import { type analyticsRoutes, type Period, periodSeconds } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { networkTotals, totalsResolution } from '../../shared/network-counters';
import { releaseName } from './mc-versions';
import { bounceRate, breakdown, retention, uniqueUsers, unplayedLogins } from './queries';

const since = (period: Period) => Date.now() - periodSeconds[period] * 1000;

export const analyticsHandlers: Handlers<typeof analyticsRoutes> = {
  async analyticsMitigatedCount({ network, query, deps }) {
    const span = periodSeconds[query.period];
    const totals = await networkTotals(deps.db, network.row.id, {
      from: Date.now() - span * 1000,
      to: Date.now(),
      resolution: totalsResolution(span),
    });
    return { value: totals.dropped };
  },
  async analyticsBounceRate({ network, query, deps }) {
    return { value: await bounceRate(deps.db, network.row.id, since(query.period)) };
  },
  async analyticsUnplayedLogins({ network, query, deps }) {
    return { value: await unplayedLogins(deps.db, network.row.id, since(query.period)) };
  },
  async analyticsCountryHeatmap({ network, query, deps }) {
    return breakdown(deps.db, network.row.id, 'country', since(query.period));
  },
  async analyticsTopDomains({ network, query, deps }) {
    return Object.fromEntries(
      (await breakdown(deps.db, network.row.id, 'domain', since(query.period))).map((r) => [
        r.key,
        r.value,
      ]),
    );
  },
  async analyticsUniqueUsers({ network, query, deps }) {
    return { value: await uniqueUsers(deps.db, network.row.id, since(query.period)) };
  },
  async analyticsMcVersionBreakdown({ network, query, deps }) {
    const byRelease = new Map<string, number>();
    for (const { key, value } of await breakdown(
      deps.db,
      network.row.id,
      'protocol',
      since(query.period),
    )) {
      const name = releaseName(key);
      byRelease.set(name, (byRelease.get(name) ?? 0) + value);
    }
    return Object.fromEntries([...byRelease].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
  },
  async analyticsRetention({ network, deps }) {
    return retention(deps.db, network.row.id);
  },
};
