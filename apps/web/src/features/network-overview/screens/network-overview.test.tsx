// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aSubscription } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Network overview', () => {
  itShowsTheScreenStates({
    screen: 'network-overview',
    list: 'listNetworks',
    empty: [],
    emptyText: 'Create your first network',
    others: () => [reply('getSubscription', aSubscription())],
    asked,
  });
});
