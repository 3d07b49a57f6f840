// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Customers, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-customers',
    list: 'adminSearchCustomers',
    empty: [],
    emptyText: 'No account matches.',
    asked,
  });
});
