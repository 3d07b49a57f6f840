import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BackendExposure, ExposureReport, Network } from '@palisade/contract';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { Can } from '@/components/network/can';
import { CopyField } from '@/components/ui/copy-field';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { useCheckExposure, useExposure } from '../api/exposure';
import { portOf } from '../exposure-rules';
import { overviewNs } from '../i18n';
import { ExposureFixes } from './exposure-fixes';

/** When the backends were last checked: the oldest check among them, or null if one was not. */
function lastChecked(backends: BackendExposure[]): string | null {
  const times = backends.map((b) => b.checked_at);
  if (times.some((time) => time === null)) return null;
  return (times as string[]).sort()[0] ?? null;
}

function CheckButton({ network }: { network: Network }) {
  const { t } = useTranslation(overviewNs);
  const check = useCheckExposure(network.id);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        })
      }
    >
      {t('exposure.checkNow')}
    </Button>
  );
}

function Checked({ report, network }: { report: ExposureReport; network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const { timeFormat } = usePreferences();
  const at = lastChecked(report.backends);
  return (
    <Group gap="sm">
      <Text size="xs" c="dimmed">
        {at
          ? t('exposure.checkedAt', { date: formatDateTime(at, timeFormat, i18n.language) })
          : t('exposure.notChecked')}
      </Text>
      <Can permission="update_backends">
        <CheckButton network={network} />
      </Can>
    </Group>
  );
}

/** The warning with what to do, for backends that let players log in without the edge. */
function ExposureWarning({ report, network }: { report: ExposureReport; network: Network }) {
  const { t } = useTranslation(overviewNs);
  const exposed = report.backends.filter((b) => b.verdict === 'exposed');
  const edges = [...new Set(report.edge_addresses.flatMap((e) => e.addresses))];
  return (
    <Alert
      color="danger"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle />}
      title={t('exposure.title')}
      // The rules scroll inside their block rather than widen the alert past a phone's screen.
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('exposure.body', { count: exposed.length })}</Text>
        <List size="sm" spacing={2}>
          {exposed.map((b) => (
            <List.Item key={`${b.set.id} ${b.address}`}>
              <Text span ff="monospace" size="sm">
                {b.address}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {t('exposure.inSet', { set: b.set.name })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h6">
          {t('exposure.allowTitle')}
        </Title>
        {edges.length > 0 ? (
          <>
            <Text size="sm">{t('exposure.allowBody')}</Text>
            <Group gap="lg">
              {report.edge_addresses.flatMap((location) =>
                location.addresses.map((address) => (
                  <Stack key={`${location.location} ${address}`} gap={0}>
                    <Text size="xs" c="dimmed">
                      {location.name}
                    </Text>
                    <CopyField value={address} label={location.name} />
                  </Stack>
                )),
              )}
            </Group>
          </>
        ) : (
          <Text size="sm">{t('exposure.noEdges')}</Text>
        )}
        <ExposureFixes ports={exposed.map((b) => portOf(b.address))} edges={edges} />
        <Checked report={report} network={network} />
      </Stack>
    </Alert>
  );
}

/**
 * Whether players can skip Palisade and join the backends directly (the API probes them from
 * its own host): a warning with the fixes when one can, else when they were last checked.
 * Needs `read_backends`; nothing is shown without it or without backends.
 */
export function OriginExposure({ network }: { network: Network }) {
  const { t } = useTranslation(overviewNs);
  const allowed = useNetworkPermission('read_backends');
  const exposure = useExposure(network.id, allowed);
  const report = exposure.data;
  if (!report || report.backends.length === 0) return null;
  if (report.backends.some((b) => b.verdict === 'exposed')) {
    return <ExposureWarning report={report} network={network} />;
  }
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {report.backends.some((b) => b.verdict === null)
            ? t('exposure.pending')
            : t('exposure.none')}
        </Text>
        <Checked report={report} network={network} />
      </Group>
    </Card>
  );
}
