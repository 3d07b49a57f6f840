// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Sub-users', () => {
  itShowsTheScreenStates({
    screen: 'sub-users',
    list: 'listSubUsers',
    empty: [],
    emptyText: /^Nobody else manages this network yet\./,
    asked,
  });
});
