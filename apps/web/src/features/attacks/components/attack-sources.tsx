import type { AttackDetails } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCountry } from '@/lib/format';
import { attacksNs } from '../i18n';
import { BlockAddress } from './block-address';
import { BlockSource } from './block-source';
import { SourceTable } from './source-table';

/**
 * Where an attack came from: providers and countries, subnets, and for those who may read the
 * firewall the addresses, each with its block.
 */
export function AttackSources({ networkId, data }: { networkId: number; data: AttackDetails }) {
  const { t, i18n } = useTranslation(attacksNs);
  return (
    <>
      <SourceTable
        title={t('details.sources')}
        heads={[t('details.asn'), t('details.country')]}
        total={data.connections}
        rows={data.top_sources.map((source) => ({
          key: `${source.asn}-${source.country}`,
          cells: [
            source.asn === null ? t('details.unknown') : `AS${source.asn}`,
            source.country
              ? formatCountry(source.country, source.country, i18n.language)
              : t('details.unknown'),
          ],
          count: source.count,
          block: <BlockSource networkId={networkId} source={source} blocked={data.blocked} />,
        }))}
      />
      <SourceTable
        title={t('details.prefixes')}
        heads={[t('details.prefix')]}
        total={data.connections}
        monospace
        rows={data.top_prefixes.map((prefix) => ({
          key: prefix.prefix,
          cells: [prefix.prefix],
          count: prefix.count,
          block: <BlockAddress networkId={networkId} source={prefix} blocked={data.blocked} />,
        }))}
      />
      <SourceTable
        title={t('details.addresses')}
        heads={[t('details.address')]}
        total={data.connections}
        monospace
        rows={data.top_addresses.map((address) => ({
          key: address.address,
          cells: [address.address],
          count: address.count,
          block: <BlockAddress networkId={networkId} source={address} blocked={data.blocked} />,
        }))}
      />
    </>
  );
}
