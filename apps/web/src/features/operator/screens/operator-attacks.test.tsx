// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Attacks now, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-attacks',
    list: 'adminAttacksNow',
    empty: [],
    emptyText: 'No network is under attack right now.',
    asked,
  });
});
