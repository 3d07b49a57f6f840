// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, pending, refuse, reply } from '@/testing/api';
import { aSubscription } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';

answeringApi();

describe('the account dashboard', () => {
  it('shows a new account the first step and no figures while it has no network', async () => {
    apiServer.use(reply('listNetworks', []), reply('getSubscription', aSubscription()));
    await renderScreen('dashboard-overview');
    expect(await screen.findByText('Getting started')).toBeTruthy();
    expect(screen.getByText('Create a network')).toBeTruthy();
    expect(screen.getByText(/No attacks so far/)).toBeTruthy();
  });

  it('waits for the network list, then shows what it holds', async () => {
    const networks = pending('listNetworks', []);
    apiServer.use(networks.handler, reply('getSubscription', aSubscription()));
    await renderScreen('dashboard-overview');
    expect(await screen.findByText('Networks')).toBeTruthy();
    expect(screen.queryByText('Getting started')).toBeNull();
    networks.release();
    expect(await screen.findByText('Getting started')).toBeTruthy();
  });

  it('says the list could not be loaded, with a retry that loads it', async () => {
    apiServer.use(
      refuse('listNetworks', 503, 'INTERNAL'),
      reply('getSubscription', aSubscription()),
    );
    await renderScreen('dashboard-overview');
    // A server error is retried twice before the screen gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Something went wrong on our side.');
    apiServer.use(reply('listNetworks', []));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Getting started')).toBeTruthy();
  });

  it('speaks the chosen language', async () => {
    apiServer.use(reply('listNetworks', []), reply('getSubscription', aSubscription()));
    await renderScreen('dashboard-overview', { language: 'de' });
    expect(await screen.findByText('Erste Schritte')).toBeTruthy();
  });
});
