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

  it('wraps a long target domain inside its cell instead of widening the table', async () => {
    const domain = `${'very-long-subdomain-'.repeat(6)}play.example.com`;
    const started = '2026-11-27T10:00:00.000Z';
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('listAttacks', {
        ...noAttacks,
        total: 1,
        attacks: [
          {
            id: 7,
            network_id: 1,
            started_at: started,
            ended_at: '2026-11-27T10:05:00.000Z',
            type: 'connection_flood',
            peak_cps: 4200,
            peak_bps: 12_000_000,
            dropped: 90_000,
            connections: 120_000,
            top_sources: [],
            top_prefixes: [],
            target_domain: domain,
          },
        ],
      }),
    );
    await renderScreen('attack-history');
    const cell = (await screen.findByText(domain)).closest('td');
    expect(cell?.style.overflowWrap).toBe('anywhere');
  });
});
