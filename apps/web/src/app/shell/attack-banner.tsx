import { Alert, Anchor } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { shellNs } from '../i18n';
import { useCurrentScreen } from '../root-route';
import { useAttackStatus } from './use-attack-status';

/**
 * A red banner across the network pages while an attack is open on the network
 * (docs/web.md#the-shell).
 */
export function AttackBanner() {
  const { t } = useTranslation(shellNs);
  const screen = useCurrentScreen();
  const { network, underAttack } = useAttackStatus();
  if (!network || !underAttack || screen?.section !== 'networks') return null;
  return (
    <Alert
      color="danger"
      variant="filled"
      icon={<IconShieldExclamation size={18} />}
      mb="md"
      role="alert"
    >
      {t('network.attackBanner', { network: network.name })}{' '}
      {screen.name !== 'attack-history' && (
        <Anchor component={Link} to={pathTo('attack-history')} c="white" td="underline">
          {t('network.viewAttack')}
        </Anchor>
      )}
    </Alert>
  );
}
