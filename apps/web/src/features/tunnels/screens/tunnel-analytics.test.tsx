// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aTunnel } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe("A tunnel's page", () => {
  itShowsTheScreenStates({
    screen: 'tunnel-analytics',
    path: '/tunnels/7/edit',
    list: 'getTunnel',
    empty: aTunnel(),
    // A tunnel without port rules says so above its tabs.
    emptyText: /^This tunnel forwards nothing yet/,
    others: () => [reply('listTunnelRules', []), reply('tunnelLocations', { fra: 'Frankfurt' })],
    asked,
  });
});
