import { Badge, Table, UnstyledButton } from '@mantine/core';
import type { Attack } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatBitRate, formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
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

/** A page of a network's attacks, each opening its details from its start time. */
export function AttackTable({
  attacks,
  onOpen,
}: {
  attacks: readonly Attack[];
  onOpen: (attackId: number) => void;
}) {
  const { t } = useTranslation(attacksNs);
  return (
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
          {attacks.map((attack) => (
            <AttackRow key={attack.id} attack={attack} onOpen={() => onOpen(attack.id)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
