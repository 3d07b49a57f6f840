import { Badge, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { BackendHealth, BackendSet, BedrockTunnel, Domain } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/ui/row-actions';
import { backendSetsNs } from '../i18n';
import { BackendHealthBadge } from './backend-health-badge';
import { WakeStatus } from './wake-status';

interface Props {
  set: BackendSet;
  /** Null when the caller may not read domains: then "used by" is left out. */
  domains: readonly Domain[] | null;
  /** The network's Bedrock tunnels, which use sets too. */
  tunnels: readonly BedrockTunnel[];
  /** Each address's checks, Java and Bedrock, as the API lists them. */
  health: ReadonlyMap<string, readonly BackendHealth[]>;
  selected: boolean;
  /** Left out when the caller may not edit, or delete, backend sets. */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function BackendSetCard({
  set,
  domains,
  tunnels,
  health,
  selected,
  onEdit,
  onDelete,
}: Props) {
  const { t } = useTranslation(backendSetsNs);
  const usedBy = domains && [
    ...domains.filter((d) => d.backend_set_id === set.id).map((d) => d.name),
    ...tunnels
      .filter((tunnel) => tunnel.backend_set_id === set.id)
      .map((tunnel) => t('bedrockTunnel', { name: tunnel.name })),
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={selected ? { borderColor: 'var(--mantine-color-primary-filled)' } : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {set.name}
          </Title>
          {(onEdit || onDelete) && (
            <RowActions subject={set.name} onEdit={onEdit} onDelete={onDelete} />
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="dot">{t(`modes.${set.load_balancing_mode}`)}</Badge>
          {set.proxy_protocol && (
            <Badge variant="dot" color="success">
              {t('proxyProtocol')}
            </Badge>
          )}
          {set.vulcan_ac_enabled && (
            <Badge variant="dot" color="warning">
              {t('vulcan')}
            </Badge>
          )}
          {set.wake.enabled && (
            <Badge variant="dot" color="primary">
              {t('wake.title')}
            </Badge>
          )}
        </Group>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('backends')}
          </Text>
          <Stack gap="xs" mt={4}>
            {set.backends.map((backend) => (
              // Wraps, badges under their address: two labelled badges beside a host name leave
              // the address no room.
              <Group key={backend} justify="space-between" gap="xs" style={{ rowGap: 4 }}>
                <Code style={{ overflowWrap: 'anywhere' }}>{backend}</Code>
                <Group gap={4} justify="flex-end">
                  {(health.get(backend) ?? [undefined]).map((checked) => (
                    <BackendHealthBadge
                      key={checked?.protocol ?? 'none'}
                      health={checked}
                      labelled={
                        (health.get(backend)?.length ?? 0) > 1 || checked?.protocol === 'bedrock'
                      }
                    />
                  ))}
                </Group>
              </Group>
            ))}
          </Stack>
        </div>
        {set.wake.enabled && (
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('wake.lastTitle')}
            </Text>
            <WakeStatus wake={set.wake} />
          </div>
        )}
        {usedBy && (
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('usedBy')}
            </Text>
            <Text size="sm">{usedBy.length ? usedBy.join(', ') : t('unused')}</Text>
          </div>
        )}
      </Stack>
    </Card>
  );
}
