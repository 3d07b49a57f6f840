// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aSubscription } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Billing overview', () => {
  itShowsTheScreenStates({
    screen: 'billing-overview',
    list: 'listLedger',
    empty: { entries: [], next_before: null },
    emptyText: 'Nothing charged this month.',
    others: () => [
      reply('getSubscription', aSubscription()),
      reply('statsBillingBandwidth', {
        period_start: '2026-11-01T00:00:00.000Z',
        period_end: '2026-12-01T00:00:00.000Z',
        bytes_in: 0,
        bytes_out: 0,
        bytes: 0,
        included_bytes: 100e9,
        overage_bytes: 0,
        overage_cents_per_gb: 5,
        estimated_charge_cents: 0,
      }),
    ],
    asked,
  });
});
