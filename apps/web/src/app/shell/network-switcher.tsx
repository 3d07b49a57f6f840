import { Badge, Button, Group, NativeSelect } from '@mantine/core';
import { IconPlus, IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveNetworkData } from '@/api/active-network';
import { pathTo } from '@/config/route-table';
import { setActiveNetwork } from '@/lib/active-network';
import { shellNs } from '../i18n';
import { useAttackStatus } from './use-attack-status';

/**
 * Switching network clears loaded analytics (the store does it;
 * docs/web.md#the-active-network-and-timeframe).
 */
export function NetworkSwitcher() {
  const { t } = useTranslation(shellNs);
  const { network, networks, isLoading } = useActiveNetworkData();
  const { underAttack } = useAttackStatus();
  if (isLoading) return null;
  if (networks.length === 0) {
    return (
      <Button
        component={Link}
        to={pathTo('network-overview')}
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
      >
        {t('network.create')}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The browser's own select: the top bar's first render builds no dropdown, and a phone
          shows its native picker. */}
      <NativeSelect
        aria-label={t('network.label')}
        size="sm"
        w={{ base: 130, sm: 200 }}
        data={networks.map((n) => ({ value: String(n.id), label: n.name }))}
        value={network ? String(network.id) : ''}
        onChange={(event) => setActiveNetwork(Number(event.currentTarget.value))}
      />
      {underAttack && (
        <>
          <Badge color="danger" variant="filled" visibleFrom="sm">
            {t('network.underAttack')}
          </Badge>
          {/* A phone's top bar has no room for the words beside the network's name. */}
          <Badge
            color="danger"
            variant="filled"
            hiddenFrom="sm"
            circle
            size="lg"
            role="img"
            aria-label={t('network.underAttack')}
            title={t('network.underAttack')}
          >
            <IconShieldExclamation size={14} />
          </Badge>
        </>
      )}
      {network?.premium && (
        <Badge variant="light" color="warning" visibleFrom="sm">
          {t('network.premium')}
        </Badge>
      )}
    </Group>
  );
}
