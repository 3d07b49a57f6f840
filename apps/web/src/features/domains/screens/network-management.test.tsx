// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aBackendSet } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Domains', () => {
  itShowsTheScreenStates({
    screen: 'network-management',
    list: 'listDomains',
    empty: [],
    emptyText: /^No domains yet\./,
    others: () => [reply('listBackendSets', [aBackendSet()])],
    asked,
  });
});
