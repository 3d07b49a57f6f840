// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Edge tokens, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-edge-tokens',
    list: 'adminListEdgeTokens',
    empty: [],
    emptyText: 'No edge token yet.',
    asked,
  });
});
