// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, reply } from '@/testing/api';
import { aNetwork } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

describe('Backend sets', () => {
  itShowsTheScreenStates({
    screen: 'backend-sets',
    list: 'listBackendSets',
    empty: [],
    emptyText: /^No backend sets yet\./,
    others: () => [
      reply('listDomains', []),
      reply('listBedrockTunnels', []),
      reply('backendHealth', []),
    ],
    asked,
  });

  it('adds and removes backend rows, keeps one, and warns about PROXY protocol', async () => {
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('listBackendSets', []),
      reply('listDomains', []),
      reply('listBedrockTunnels', []),
      reply('backendHealth', []),
    );
    await renderScreen('backend-sets');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Add backend set' }))[0] as HTMLElement,
    );
    const form = within(await screen.findByRole('dialog', { name: 'Add a backend set' }));
    const remove = (n: number) => form.getByRole('button', { name: `Remove backend ${n}` });
    expect(remove(1).hasAttribute('disabled')).toBe(true);
    fireEvent.click(form.getByRole('button', { name: 'Add a backend' }));
    expect(form.getByRole('textbox', { name: 'Backend 2' })).toBeTruthy();
    expect(remove(1).hasAttribute('disabled')).toBe(false);
    fireEvent.click(remove(2));
    expect(form.queryByRole('textbox', { name: 'Backend 2' })).toBeNull();
    expect(form.queryByText(/^Turn PROXY protocol on in the backend too/)).toBeNull();
    fireEvent.click(form.getByRole('switch', { name: 'PROXY protocol v2' }));
    expect(form.getByText(/^Turn PROXY protocol on in the backend too/)).toBeTruthy();
  });
});
