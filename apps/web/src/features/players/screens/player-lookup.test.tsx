// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe } from 'vitest';
import { answeringApi } from '@/testing/api';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Player lookup', () => {
  itShowsTheScreenStates({
    screen: 'player-lookup',
    list: 'lookupPlayer',
    empty: { kind: 'name', since: '2026-10-28T12:00:00.000Z', connections: [] },
    emptyText: 'No connection of Steve in this time.',
    act: async () => {
      fireEvent.change(await screen.findByLabelText(/^Player name or address range/), {
        target: { value: 'Steve' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    },
    asked,
  });
});
