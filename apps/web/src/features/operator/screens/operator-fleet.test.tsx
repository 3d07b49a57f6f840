// @vitest-environment happy-dom
import { describe } from 'vitest';
import { answeringApi, reply } from '@/testing/api';
import { aUser } from '@/testing/fixtures';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('The fleet, for operators', () => {
  itShowsTheScreenStates({
    screen: 'operator-fleet',
    list: 'adminFleet',
    empty: { config_version: 3, locations: [] },
    emptyText: /^No location yet\. Add one under Locations/,
    others: () => [reply('summary', aUser({ operator: true }))],
    asked,
  });
});
