// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Plans and limits, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-plans',
    list: 'adminListPlans',
    empty: [],
    // Without plans the table has its head alone.
    emptyText: 'Price per 30 days (cents)',
    asked,
  });
});
