// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { aUser } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Settings', () => {
  itShowsTheScreenStates({
    screen: 'page-user-profile',
    list: 'summary',
    empty: aUser(),
    // The account's own details fill the first tab.
    emptyText: 'General',
    asked,
  });
});
