import { Alert, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { useAttack } from '../api/get-attack';
import { attacksNs } from '../i18n';
import { AttackCharts } from './attack-charts';
import { AttackMitigation } from './attack-mitigation';
import { AttackSources } from './attack-sources';

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
  const attack = useAttack(networkId, attackId);
  const data = attack.data;
  return (
    <Drawer
      opened={attackId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        data
          ? t('details.title', { date: formatDateTime(data.started_at, timeFormat, i18n.language) })
          : ''
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
          <AttackCharts series={data.series} />
          <AttackMitigation dropped={data.dropped_by_reason} />
          <AttackSources networkId={networkId} data={data} />
        </Stack>
      )}
    </Drawer>
  );
}
