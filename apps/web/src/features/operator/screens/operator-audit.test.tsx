// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('The audit log, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-audit',
    list: 'adminAudit',
    empty: { entries: [], next_before: null },
    emptyText: 'Nothing recorded matches.',
    asked,
  });
});
