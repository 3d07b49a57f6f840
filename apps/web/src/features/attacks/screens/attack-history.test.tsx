// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('names the block in force of each source, and offers a change of the wider rule an address is under', async () => {
    const attack = {
      id: 7,
      network_id: 1,
      started_at: '2026-11-27T10:00:00.000Z',
      ended_at: '2026-11-27T10:05:00.000Z',
      type: 'connection_flood' as const,
      peak_cps: 4200,
      peak_bps: 12_000_000,
      dropped: 90_000,
      connections: 1000,
      top_sources: [{ asn: 64500, country: 'DE', count: 600 }],
      top_prefixes: [{ prefix: '127.15.0.0/24', count: 400 }],
      target_domain: null,
    };
    const always = (id: number, rule: string) => ({ id, rule, expires_at: null });
    apiServer.use(
      reply('listNetworks', [aNetwork()]),
      reply('listAttacks', { ...noAttacks, total: 1, attacks: [attack] }),
      reply('listCountries', [{ id: 49, code: 'DE', name: 'Germany' }]),
      reply('getAttack', {
        ...attack,
        top_addresses: [{ address: '127.15.0.2', count: 18 }],
        series: { step_seconds: 1, cps: [], dropped: [], bps: [] },
        dropped_by_reason: {
          firewall: 0,
          rate_limit: 0,
          subnet: 0,
          asn: 0,
          ping_check: 0,
          reconnect_check: 0,
          verification: 0,
          invalid: 0,
          kernel_jail: 0,
          kernel_firewall: 0,
          kernel_ban: 0,
        },
        edges: 1,
        locations: [],
        blocked: {
          ip: {
            '127.15.0.0/24': always(1, '127.15.0.0/24'),
            '127.15.0.2': always(1, '127.15.0.0/24'),
          },
          asn: { '64500': always(2, 'AS64500') },
          country: {},
        },
      }),
    );
    await renderScreen('attack-history');
    fireEvent.click(await screen.findByRole('button', { name: /^Details of the attack of/ }));
    const row = async (name: RegExp) =>
      within((await screen.findAllByRole('row', { name }))[0] as HTMLElement);
    // A provider and a country on one row: the block names which of them it is.
    const source = await row(/AS64500/);
    expect(await source.findByText('AS64500 is blocked until removed')).toBeTruthy();
    expect(source.getByRole('button', { name: 'Block' })).toBeTruthy();
    const prefix = await row(/^127\.15\.0\.0\/24/);
    expect(prefix.getByText('Blocked until removed')).toBeTruthy();
    const address = await row(/^127\.15\.0\.2\b/);
    expect(address.getByText('Blocked by 127.15.0.0/24 until removed')).toBeTruthy();
    fireEvent.click(address.getByRole('button', { name: 'Change' }));
    // The menu changes the end of the rule in force (its confirmation is e2e/attack-sources.spec.ts's).
    expect(await screen.findByText('Address 127.15.0.2: change the end')).toBeTruthy();
    expect(screen.getByText('Until removed')).toBeTruthy();
  });
});
