// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, reply } from '@/testing/api';
import { aNetwork, aSharedNetwork } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';

const { asked } = answeringApi();

const noAttacks = { attacks: [], total: 0, page: 1, per_page: 10, ongoing: 0 };

describe('Attack History', () => {
  it('tells an owner with no attack yet what the screen will show', async () => {
    apiServer.use(reply('listNetworks', [aNetwork()]), reply('listAttacks', noAttacks));
    await renderScreen('attack-history');
    expect(await screen.findByText(/^No attacks recorded\./)).toBeTruthy();
  });

  it('shows a sub-user without read_attacks why, and asks the API for no attack', async () => {
    apiServer.use(
      reply('listNetworks', [aSharedNetwork({ read_network: true, read_domains: true })]),
      reply('listAttacks', noAttacks),
    );
    await renderScreen('attack-history');
    expect(
      await screen.findByText(/^Your access to Survival does not include this page\./),
    ).toBeTruthy();
    expect(screen.queryByText(/^No attacks recorded\./)).toBeNull();
    expect(asked).toEqual(['/api/v1/networks']);
  });

  it('shows a sub-user with read_attacks the attacks', async () => {
    apiServer.use(
      reply('listNetworks', [aSharedNetwork({ read_network: true, read_attacks: true })]),
      reply('listAttacks', noAttacks),
    );
    await renderScreen('attack-history');
    expect(await screen.findByText(/^No attacks recorded\./)).toBeTruthy();
    expect(screen.queryByText(/does not include this page/)).toBeNull();
  });
});
