// @vitest-environment happy-dom
import type { PlayerConnection } from '@palisade/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/preferences';
import { answeringApi, apiServer, reply } from '@/testing/api';
import { aNetwork } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { itShowsTheScreenStates } from '@/testing/screen-states';

const { asked } = answeringApi();

const at = (isoMinute: string, seconds = 0) =>
  new Date(Date.parse(`2026-11-27T${isoMinute}:00.000Z`) + seconds * 1000).toISOString();

const connection = (over: Partial<PlayerConnection>): PlayerConnection => ({
  at: at('10:00'),
  ended_at: null,
  username: 'Steve',
  prefix: '198.51.100.0/24',
  country: 'DE',
  asn: 64500,
  domain: 'play.example.com',
  edition: 'java',
  protocol_version: 767,
  version: '1.21–1.21.1',
  outcome: 'played',
  reason: null,
  closed_by: null,
  kick_reason: null,
  ...over,
});

/** Steve's evening: refused by his server's whitelist, closed at once, left after two hours. */
const evening = [
  connection({
    at: at('12:00'),
    username: null,
    domain: 'bedrock.example.com',
    edition: 'bedrock',
    protocol_version: null,
    version: null,
    outcome: 'refused',
    reason: 'firewall',
  }),
  connection({
    at: at('11:30'),
    ended_at: at('11:30'),
    outcome: 'kicked',
    closed_by: 'backend',
    kick_reason: 'You are not white-listed on this server!',
  }),
  connection({
    at: at('11:00'),
    ended_at: at('11:00', 3),
    outcome: 'login',
    closed_by: 'backend',
  }),
  connection({ at: at('08:00'), ended_at: at('10:00'), closed_by: 'player' }),
];

async function lookUp(language: Language) {
  apiServer.use(
    reply('listNetworks', [aNetwork()]),
    reply('lookupPlayer', { kind: 'name', since: at('00:00'), connections: evening }),
  );
  await renderScreen('player-lookup', { language });
  fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Steve' } });
  fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
  // The table and the phone's cards both hold each connection.
  await screen.findAllByText(/white-listed/);
}

describe('Player Lookup', () => {
  it('says what the server did: refused the login and why, closed it, or the player left', async () => {
    await lookUp('en');
    expect(screen.getAllByText('Refused by the server')).toHaveLength(2);
    expect(screen.getAllByText('It said: “You are not white-listed on this server!”')).toHaveLength(
      2,
    );
    expect(screen.getAllByText('Closed by the server after 3 sec')).toHaveLength(2);
    expect(screen.getAllByText('Left after 2 hr')).toHaveLength(2);
    expect(screen.getAllByText('by a firewall rule (IP, provider, country or VPN)')).toHaveLength(
      2,
    );
    expect(screen.getAllByText('Before login')).toHaveLength(2);
    // A Bedrock refusal names no release: its edition instead, in the table and on the card.
    expect(screen.getAllByText('Bedrock')).toHaveLength(1);
    expect(screen.getAllByText('bedrock.example.com · Bedrock')).toHaveLength(1);
  });

  it.each(['de', 'fr', 'pt'] as const)('says it in %s too', async (language) => {
    await lookUp(language);
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/closedBy\.|outcomes\.|kickReason|Closed by the server|Left after/);
    expect(page).toContain('You are not white-listed on this server!');
  });
});

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
