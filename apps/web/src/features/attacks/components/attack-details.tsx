import {
  Alert,
  Center,
  Drawer,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { DropReason } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts/chart';
import { Can } from '@/components/network/can';
import {
  formatBitRate,
  formatCount,
  formatCountry,
  formatDateTime,
  formatPercent,
} from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { useAttack } from '../api/get-attack';
import { attacksNs } from '../i18n';
import { BlockAddress, BlockSource } from './block-source';

/** Every refusal reason, in the order shown (a reason the contract adds fails the build here). */
const shown: Record<DropReason, null> = {
  firewall: null,
  rate_limit: null,
  subnet: null,
  asn: null,
  ping_check: null,
  reconnect_check: null,
  verification: null,
  invalid: null,
  kernel_jail: null,
  kernel_firewall: null,
  kernel_ban: null,
};
const reasons = Object.keys(shown) as DropReason[];

/**
 * What happened during one attack: its curves, what each defence dropped, where it came from
 * (providers and countries, subnets, and for those who may read the firewall the addresses),
 * and for those with `update_firewall` a block of each source, or the block in force and a
 * change of its end.
 */
export function AttackDetails({
  networkId,
  attackId,
  onClose,
}: {
  networkId: number;
  attackId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  const attack = useAttack(networkId, attackId);
  const data = attack.data;
  const count = (v: number) => formatCount(v, lang);
  return (
    <Drawer
      opened={attackId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        data ? t('details.title', { date: formatDateTime(data.started_at, timeFormat, lang) }) : ''
      }
    >
      {attack.isPending && attackId !== null && (
        <Center mih={200}>
          <Loader />
        </Center>
      )}
      {attack.error && <Alert color="danger">{errorText(attack.error)}</Alert>}
      {data && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t(`types.${data.type}`)} · {t('details.edges', { count: data.edges })}
            {data.locations.length > 0 &&
              ` · ${t('details.locations', {
                count: data.locations.length,
                names: data.locations.map((l) => l.name).join(', '),
              })}`}
          </Text>
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('details.cps')}
            </Title>
            <Chart
              series={[
                { name: t('details.cps'), points: data.series.cps, color: 'warning' },
                { name: t('details.droppedSeries'), points: data.series.dropped, color: 'danger' },
              ]}
              format={count}
              height={240}
            />
          </div>
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('details.bandwidth')}
            </Title>
            <Chart
              series={[{ name: t('details.bandwidth'), points: data.series.bps, area: true }]}
              format={(v) => formatBitRate(v, lang)}
              height={200}
            />
          </div>
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('details.mitigation')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {reasons.map((reason) => (
                <div key={reason}>
                  <Text size="xs" c="dimmed">
                    {t(`details.reasons.${reason}`)}
                  </Text>
                  <Text fw={700}>{count(data.dropped_by_reason[reason])}</Text>
                </div>
              ))}
            </SimpleGrid>
          </div>
          <SourceTable
            title={t('details.sources')}
            heads={[t('details.asn'), t('details.country')]}
            total={data.connections}
            rows={data.top_sources.map((source) => ({
              key: `${source.asn}-${source.country}`,
              cells: [
                source.asn === null ? t('details.unknown') : `AS${source.asn}`,
                source.country
                  ? formatCountry(source.country, source.country, lang)
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
        </Stack>
      )}
    </Drawer>
  );
}

interface SourceRow {
  key: string;
  /** What the source is: its ASN and country, or its subnet. */
  cells: string[];
  count: number;
  /** Its Block menu, shown to those with `update_firewall`. */
  block: React.ReactNode;
}

/** Where an attack came from, largest first: each source's connections, share and block. */
function SourceTable({
  title,
  heads,
  total,
  rows,
  monospace = false,
}: {
  title: string;
  heads: string[];
  /** The attack's connections, which the shares are of. */
  total: number;
  rows: SourceRow[];
  monospace?: boolean;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  if (rows.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {/* Wider than a phone: the table scrolls, and keyboard users can scroll it too. */}
      <Table.ScrollContainer
        minWidth={300}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': title } }}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              {heads.map((head) => (
                <Table.Th key={head}>{head}</Table.Th>
              ))}
              <Table.Th ta="right">{t('details.connections')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('details.share')}
              </Table.Th>
              <Can permission="update_firewall">
                <Table.Th>
                  <VisuallyHidden>{t('block.button')}</VisuallyHidden>
                </Table.Th>
              </Can>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <Table.Td key={heads[i]} ff={monospace ? 'monospace' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatCount(row.count, i18n.language)}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {total > 0 ? formatPercent(row.count / total, i18n.language) : ''}
                </Table.Td>
                <Can permission="update_firewall">
                  <Table.Td ta="right">{row.block}</Table.Td>
                </Can>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
