import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Network, ServingLocation } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { useServingLocations } from '../api/serving-locations';
import { overviewNs } from '../i18n';

function Health({ location }: { location: ServingLocation }) {
  const { t } = useTranslation(overviewNs);
  if (location.healthy)
    return (
      <Badge miw="max-content" color="success" variant="dot">
        {t('locations.healthy')}
      </Badge>
    );
  return (
    <Badge miw="max-content" color={location.answered ? 'warning' : 'danger'} variant="dot">
      {location.answered ? t('locations.fallback') : t('locations.down')}
    </Badge>
  );
}

/**
 * The locations whose addresses the network's CNAME target answers (docs/scaling.md), with their
 * health and players; the list follows the edges' reports.
 */
export function LocationsCard({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const serving = useServingLocations(network.id);
  const pinned = network.dns_locations.length > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('locations.title')}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {network.protected_record_type !== 'CNAME'
              ? t('locations.introNoDns')
              : pinned
                ? t('locations.introPinned', { name: network.protected_cname })
                : t('locations.intro', { name: network.protected_cname })}
          </Text>
        </div>
        {serving.data ? (
          <Stack gap="xs">
            {serving.data.map((location) => (
              <Group key={location.id} justify="space-between" wrap="wrap" gap="xs">
                <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Text fw={600}>{location.name}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {location.region} · {location.public_address}
                  </Text>
                </div>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('locations.players', {
                      count: location.players_online,
                      value: formatCount(location.players_online, i18n.language),
                    })}
                  </Text>
                  <Health location={location} />
                </Group>
              </Group>
            ))}
          </Stack>
        ) : (
          <Skeleton h={44} />
        )}
      </Stack>
    </Card>
  );
}
