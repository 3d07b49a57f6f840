// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Backend sets', () => {
  itShowsTheScreenStates({
    screen: 'backend-sets',
    list: 'listBackendSets',
    empty: [],
    emptyText: /^No backend sets yet\./,
    others: () => [
      reply('listDomains', []),
      reply('listBedrockTunnels', []),
      reply('backendHealth', []),
    ],
    asked,
  });
});
