// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Locations, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-locations',
    list: 'adminListLocations',
    empty: [],
    emptyText: 'No location yet.',
    asked,
  });
});
