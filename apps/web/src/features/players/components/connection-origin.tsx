import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCountry } from '@/lib/format';
import { playersNs } from '../i18n';

/** The release a connection spoke, or at least its edition (a Bedrock refusal names none). */
export function ConnectionVersion({ connection }: { connection: PlayerConnection }) {
  const { t } = useTranslation(playersNs);
  if (connection.version) return connection.version;
  return connection.edition === 'bedrock' ? t('bedrock') : '—';
}

/** Where a connection came from: its /24 or /48, country and provider. */
export const whereFrom = (connection: PlayerConnection, lang: string) =>
  [
    connection.prefix,
    connection.country ? formatCountry(connection.country, connection.country, lang) : null,
    connection.asn === null ? null : `AS${connection.asn}`,
  ]
    .filter(Boolean)
    .join(' · ');
