// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, refuse, reply } from '@/testing/api';
import { aNetwork, aSubscription } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Network overview', () => {
  itShowsTheScreenStates({
    screen: 'network-overview',
    list: 'listNetworks',
    empty: [],
    emptyText: 'Create your first network',
    others: () => [reply('getSubscription', aSubscription())],
    asked,
  });

  it('deletes a network only once its name is typed, and forgets the typing on cancel', async () => {
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('getSubscription', aSubscription()),
      reply('listLocations', []),
      reply('backendHealth', []),
      // The cards beside the one tested: refused, they say so and ask no more.
      ...(
        [
          'getExposure',
          'networkLocations',
          'statsOverview',
          'statsBitrate',
          'statsPlayers',
          'statsConnPerSecond',
        ] as const
      ).map((name) => refuse(name, 404, 'NOT_FOUND')),
    );
    await renderScreen('network-overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete network' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete network' }));
    const field = dialog.getByRole('textbox', { name: 'Type Survival to confirm' });
    const remove = dialog.getByRole('button', { name: 'Delete this network' });
    fireEvent.change(field, { target: { value: 'Surviva' } });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'Survival' } });
    expect(remove.hasAttribute('disabled')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete network' }));
    expect(
      again.getByRole<HTMLInputElement>('textbox', { name: 'Type Survival to confirm' }).value,
    ).toBe('');
  });
});
