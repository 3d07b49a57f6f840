// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

const noPoints = { points: [], step_seconds: 60 };
const noPlayers = { value: 0, players: 0 };

describe('Network analytics', () => {
  // Each card loads on its own; retention, the one call without a timeframe, stands for them.
  itShowsTheScreenStates({
    screen: 'network-analytics',
    list: 'analyticsRetention',
    empty: { day_1: noPlayers, day_7: noPlayers, day_30: noPlayers },
    emptyText: 'Not enough players yet',
    others: () => [
      reply('statsPlayers', noPoints),
      reply('statsConnPerSecond', noPoints),
      reply('statsMitigationDropInRange', noPoints),
      reply('statsBitrate', { ...noPoints, in: [], out: [] }),
      reply('statsBandwidth', { value: 0, bytes_in: 0, bytes_out: 0 }),
      reply('analyticsUniqueUsers', { value: 0 }),
      reply('analyticsUnplayedLogins', { value: 0 }),
      reply('analyticsBounceRate', { value: 0 }),
      reply('analyticsMitigatedCount', { value: 0 }),
      reply('analyticsMcVersionBreakdown', {}),
      reply('analyticsTopDomains', {}),
      reply('analyticsCountryHeatmap', []),
      reply('listCountries', []),
    ],
    asked,
  });
});
