import {
  Alert,
  Badge,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import type { Attack, Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireNetwork } from '@/components/network/require-network';
import { QueryState } from '@/components/ui/query-state';
import {
  formatBitRate,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
} from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { type AttackFilter, useAttackList } from '../api/list-attacks';
import { AttackDetails } from '../components/attack-details';
import { attacksNs } from '../i18n';

function AttackRow({ attack, onOpen }: { attack: Attack; onOpen: () => void }) {
  const { t, i18n } = useTranslation(attacksNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  const started = formatDateTime(attack.started_at, timeFormat, lang);
  const seconds = attack.ended_at
    ? (Date.parse(attack.ended_at) - Date.parse(attack.started_at)) / 1000
    : null;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <UnstyledButton
          onClick={onOpen}
          aria-label={t('details.open', { date: started })}
          fw={600}
          c="primary"
        >
          {started}
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        {seconds === null ? (
          <Badge variant="dot" color="danger" miw="max-content">
            {t('ongoing')}
          </Badge>
        ) : (
          formatDuration(seconds, lang)
        )}
      </Table.Td>
      <Table.Td>{t(`types.${attack.type}`)}</Table.Td>
      <Table.Td ta="right">{formatCount(attack.peak_cps, lang)}</Table.Td>
      <Table.Td ta="right">{formatBitRate(attack.peak_bps, lang)}</Table.Td>
      <Table.Td ta="right">{formatCount(attack.dropped, lang)}</Table.Td>
      {/* A long domain wraps anywhere rather than widening the table past the card. */}
      <Table.Td miw={120} style={{ overflowWrap: 'anywhere' }}>
        {attack.target_domain ?? t('anyDomain')}
      </Table.Td>
    </Table.Tr>
  );
}

/** dayjs's name of the dashboard's language (month and weekday names in the calendar). */
const dayjsLocales: Record<string, string> = { de: 'de', fr: 'fr', pt: 'pt-br' };

/**
 * A day filter in the dashboard's language (the browser's date field follows the browser's
 * language instead); its value is the `YYYY-MM-DD` the API's filter takes, or ''.
 */
function DayFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  const lang = i18n.language;
  return (
    <DatePickerInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      minDate={min || undefined}
      maxDate={max || undefined}
      locale={dayjsLocales[lang] ?? 'en'}
      valueFormatter={({ date }) =>
        typeof date === 'string' ? formatDate(dayjs(date).toDate(), lang) : ''
      }
      previousLabel={t('previousMonth')}
      nextLabel={t('nextMonth')}
      clearable
      clearButtonProps={{ 'aria-label': t('common:actions.clear') }}
      w={200}
    />
  );
}

function AttackHistory({ network }: { network: Network }) {
  const { t } = useTranslation(attacksNs);
  const [filter, setFilter] = useState<AttackFilter>({ page: 1, from: '', to: '' });
  const [open, setOpen] = useState<number | null>(null);
  const attacks = useAttackList(network.id, filter);
  const data = attacks.data;
  const filtered = Boolean(filter.from || filter.to);

  return (
    <Stack>
      {data && data.ongoing > 0 && (
        <Alert color="danger">{t('ongoingBanner', { count: data.ongoing })}</Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group>
            <DayFilter
              label={t('from')}
              value={filter.from}
              max={filter.to}
              onChange={(from) => setFilter({ ...filter, page: 1, from })}
            />
            <DayFilter
              label={t('to')}
              value={filter.to}
              min={filter.from}
              onChange={(to) => setFilter({ ...filter, page: 1, to })}
            />
          </Group>
          <QueryState queries={[attacks]} mih={160}>
            {() =>
              data && data.attacks.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {filtered ? t('emptyFiltered') : t('empty')}
                </Text>
              ) : (
                data && (
                  <>
                    <Table.ScrollContainer minWidth={860}>
                      <Table verticalSpacing="sm" highlightOnHover>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t('columns.started')}</Table.Th>
                            <Table.Th>{t('columns.duration')}</Table.Th>
                            <Table.Th>{t('columns.type')}</Table.Th>
                            <Table.Th ta="right">{t('columns.peakCps')}</Table.Th>
                            <Table.Th ta="right">{t('columns.peakBandwidth')}</Table.Th>
                            <Table.Th ta="right">{t('columns.dropped')}</Table.Th>
                            <Table.Th>{t('columns.target')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {data.attacks.map((attack) => (
                            <AttackRow
                              key={attack.id}
                              attack={attack}
                              onOpen={() => setOpen(attack.id)}
                            />
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                    {data.total > data.per_page && (
                      <Group justify="flex-end">
                        <Pagination
                          total={Math.ceil(data.total / data.per_page)}
                          value={data.page}
                          onChange={(page) => setFilter({ ...filter, page })}
                          getControlProps={(control) =>
                            control === 'previous' || control === 'next'
                              ? {
                                  'aria-label': t(
                                    control === 'previous' ? 'previousPage' : 'nextPage',
                                  ),
                                }
                              : {}
                          }
                        />
                      </Group>
                    )}
                  </>
                )
              )
            }
          </QueryState>
        </Stack>
      </Card>
      <AttackDetails networkId={network.id} attackId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <AttackHistory network={network} />}</RequireNetwork>;
}
