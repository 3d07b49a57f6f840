// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aSubscription } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Billing plans', () => {
  itShowsTheScreenStates({
    screen: 'billing-plans',
    list: 'listPlans',
    empty: [],
    // Without plans the table has its row names alone.
    emptyText: 'Overage per GB',
    others: () => [reply('getSubscription', aSubscription())],
    asked,
  });
});
