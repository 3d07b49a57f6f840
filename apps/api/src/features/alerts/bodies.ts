import type { AlertEvent, Attack, WebhookPayload } from '@palisade/contract';

export interface AlertContext {
  id: string;
  event: AlertEvent;
  createdAt: Date;
  network: { id: number; name: string };
  attack: Attack | null;
  /** Where the dashboard shows attacks, for links. */
  historyUrl: string;
}

const titles: Record<AlertEvent, string> = {
  'attack.started': 'Attack started',
  'attack.updated': 'Attack ongoing',
  'attack.ended': 'Attack ended',
  test: 'Test alert',
};
/**
 * The dashboard's theme colours (docs/web.md#themes-and-preferences): danger, warning, success,
 * primary.
 */
const colours: Record<AlertEvent, number> = {
  'attack.started': 0xea5455,
  'attack.updated': 0xff9f43,
  'attack.ended': 0x28c76f,
  test: 0x7367f0,
};
const typeNames: Record<Attack['type'], string> = {
  connection_flood: 'Connection flood',
  drop_surge: 'Drop surge',
  invalid_flood: 'Invalid packet flood',
};

/** Bits per second in decimal units, as the dashboard shows them (docs/web.md#display-formats). */
export function formatBps(bps: number): string {
  const units = ['bit/s', 'kbit/s', 'Mbit/s', 'Gbit/s', 'Tbit/s'];
  let value = bps;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

export function formatDuration(fromIso: string, toIso: string | null, now: Date): string {
  const seconds = Math.max(
    0,
    Math.round(((toIso ? Date.parse(toIso) : now.getTime()) - Date.parse(fromIso)) / 1000),
  );
  const m = Math.floor(seconds / 60);
  return m === 0 ? `${seconds} s` : `${m} min ${seconds % 60} s`;
}

export const describeSource = (s: Attack['top_sources'][number]) =>
  `${s.asn === null ? 'unknown AS' : `AS${s.asn}`} ${s.country ?? '??'}: ${s.count}`;

/** The attack as lines of text: the mail and the Discord embed say the same. */
export function attackFacts(attack: Attack, now: Date): [string, string][] {
  return [
    ['Type', typeNames[attack.type]],
    ['Target', attack.target_domain ?? 'unknown'],
    ['Peak', `${attack.peak_cps} connections/s, ${formatBps(attack.peak_bps)}`],
    ['Dropped', `${attack.dropped} connections`],
    [
      attack.ended_at ? 'Lasted' : 'Going on for',
      formatDuration(attack.started_at, attack.ended_at, now),
    ],
    [
      'Top sources',
      attack.top_sources.length === 0
        ? 'none counted'
        : attack.top_sources.slice(0, 5).map(describeSource).join('\n'),
    ],
  ];
}

/** The signed JSON body (`WebhookPayload` in the contract). */
export function jsonBody(c: AlertContext): string {
  const payload: WebhookPayload = {
    id: c.id,
    event: c.event,
    created_at: c.createdAt.toISOString(),
    network: c.network,
    attack: c.attack,
  };
  return JSON.stringify(payload);
}

/** A Discord webhook message with one embed. */
export function discordBody(c: AlertContext): string {
  const title = `${titles[c.event]} on ${c.network.name}`;
  const fields = c.attack
    ? attackFacts(c.attack, c.createdAt).map(([name, value]) => ({
        name,
        value,
        inline: name !== 'Top sources',
      }))
    : [{ name: 'Network', value: `${c.network.name} (#${c.network.id})`, inline: false }];
  return JSON.stringify({
    username: 'Palisade',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title,
        description:
          c.event === 'test'
            ? 'Attack alerts for this network will arrive here.'
            : `Palisade is mitigating traffic to ${c.network.name}.`,
        url: c.historyUrl,
        color: colours[c.event],
        fields,
        footer: { text: `Palisade · delivery ${c.id}` },
        timestamp: c.createdAt.toISOString(),
      },
    ],
  });
}

export const alertTitle = (c: Pick<AlertContext, 'event' | 'network'>) =>
  `${titles[c.event]} on ${c.network.name}`;
