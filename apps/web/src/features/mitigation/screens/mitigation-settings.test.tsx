// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Mitigation settings', () => {
  itShowsTheScreenStates({
    screen: 'mitigation-settings',
    list: 'listIpFirewall',
    empty: [],
    emptyText: 'No IP rules.',
    others: () => [
      reply('statsConnPerSecond', { points: [], step_seconds: 60 }),
      reply('getVerificationServer', null),
    ],
    asked,
  });
});
