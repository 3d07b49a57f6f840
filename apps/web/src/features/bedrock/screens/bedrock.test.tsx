// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Bedrock tunnels', () => {
  itShowsTheScreenStates({
    screen: 'bedrock',
    list: 'listBedrockTunnels',
    empty: [],
    emptyText: /^No Bedrock tunnels yet\./,
    others: () => [reply('listLocations', []), reply('listBackendSets', [])],
    asked,
  });
});
