// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Tunnels', () => {
  itShowsTheScreenStates({
    screen: 'tunnel-list',
    list: 'listTunnels',
    empty: [],
    emptyText: /^No tunnels yet\./,
    others: () => [reply('tunnelLocations', {})],
    asked,
  });
});
