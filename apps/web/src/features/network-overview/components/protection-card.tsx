import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BackendHealth, BackendProtocol, Network } from '@palisade/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendHealth } from '@/api/backend-health';
import { statsOverviewQuery } from '@/api/stats';
import { CopyInput } from '@/components/ui/copy-field';
import { pathTo } from '@/config/route-table';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { overviewNs } from '../i18n';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/**
 * Backends up of those checked, per protocol when Bedrock tunnels use some: a backend Java
 * players reach is not down because nothing answers Bedrock's ping on its port.
 */
function BackendsUp({ health }: { health: readonly BackendHealth[] }) {
  const { t } = useTranslation(overviewNs);
  const count = (protocol: BackendProtocol) => {
    const checked = health.filter((b) => b.protocol === protocol);
    return [checked.filter((b) => b.status === 'up').length, checked.length] as const;
  };
  const [java, javaTotal] = count('java');
  const [bedrock, bedrockTotal] = count('bedrock');
  if (bedrockTotal === 0) return t('protection.backendsValue', { healthy: java, total: javaTotal });
  if (javaTotal === 0)
    return t('protection.backendsValue', { healthy: bedrock, total: bedrockTotal });
  // Each protocol's figure stays on one line: a narrow column breaks between them, not inside.
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>
        Java {t('protection.backendsValue', { healthy: java, total: javaTotal })}
      </span>
      {' · '}
      <span style={{ whiteSpace: 'nowrap' }}>
        Bedrock {t('protection.backendsValue', { healthy: bedrock, total: bedrockTotal })}
      </span>
    </>
  );
}

/**
 * Where players should be sent and how much of the network is ready; the figures need
 * `read_analytics`, the backends' health `read_backends`.
 */
export function ProtectionCard({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const { timeFormat } = usePreferences();
  const analytics = useNetworkPermission('read_analytics');
  const overview = useQuery({ ...statsOverviewQuery(network.id), enabled: analytics });
  const data = overview.data;
  const backends = useNetworkPermission('read_backends');
  const health = useBackendHealth(network.id, backends);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('protection.title')}
          </Title>
          <Anchor component={Link} to={pathTo('network-management')} size="sm">
            {t('protection.manageDomains')}
          </Anchor>
        </Group>
        <CopyInput
          label={t('protection.record', { type: network.protected_record_type })}
          value={network.protected_cname}
        />
        {network.protected_record_type !== 'CNAME' && (
          <Text size="sm" c="dimmed">
            {t('protection.ipNote', { type: network.protected_record_type })}
          </Text>
        )}
        {data ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure label={t('protection.domains')}>
              {t('protection.domainsValue', {
                verified: data.verified_domains,
                total: data.domains,
              })}
            </Figure>
            <Figure label={t('protection.sets')}>{data.backend_sets}</Figure>
            <Figure label={t('protection.backends')}>
              {health.data ? <BackendsUp health={health.data} /> : '–'}
            </Figure>
            <Figure label={t('protection.lastSeen')}>
              {data.last_seen
                ? formatDateTime(data.last_seen, timeFormat, i18n.language)
                : t('protection.never')}
            </Figure>
          </SimpleGrid>
        ) : (
          analytics && <Skeleton h={44} />
        )}
      </Stack>
    </Card>
  );
}
