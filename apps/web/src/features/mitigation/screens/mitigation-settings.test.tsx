// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, reply } from '@/testing/api';
import { aNetwork } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Mitigation settings', () => {
  itShowsTheScreenStates({
    screen: 'mitigation-settings',
    list: 'listIpFirewall',
    empty: [],
    emptyText: 'No IP rules.',
    others: () => [
      reply('statsConnPerSecond', { points: [], step_seconds: 60 }),
      reply('getVerificationServer', null),
    ],
    asked,
  });

  it('refuses an address the API would not take at its field, and saves one it would', async () => {
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('listIpFirewall', []),
      reply('statsConnPerSecond', { points: [], step_seconds: 60 }),
      reply('getVerificationServer', null),
      reply('listCountries', []),
      reply('saveIpFirewall', {
        id: 5,
        cidr: '203.0.113.7',
        whitelist: false,
        expires_at: null,
        created_at: '2026-11-27T10:00:00.000Z',
        updated_at: '2026-11-27T10:00:00.000Z',
      }),
    );
    await renderScreen('mitigation-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Add IP rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a rule' }));
    const field = dialog.getByRole('textbox', { name: 'IP address or CIDR block' });
    // A new rule has no end to keep: it applies until removed unless told otherwise.
    expect(dialog.getByDisplayValue('Until removed')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('dialog', { name: 'Add a rule' })).toBeTruthy();
    fireEvent.change(field, { target: { value: '203.0.113.7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a rule' })).toBeNull());
  });

  it('refuses a server-list icon that is not a PNG before the API sees it', async () => {
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('listIpFirewall', []),
      reply('statsConnPerSecond', { points: [], step_seconds: 60 }),
      reply('getVerificationServer', null),
    );
    const { container } = await renderScreen('mitigation-settings');
    await screen.findByRole('button', { name: 'Choose a PNG' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['GIF89a'], 'icon.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Use a 64×64 PNG of at most 12 KB.')).toBeTruthy();
  });
});
