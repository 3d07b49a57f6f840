import { Alert, Anchor } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { shellNs } from '../i18n';
import { useAttackStatus } from './use-attack-status';

/**
 * A red banner across the network pages while an attack is open on the network
 * (docs/web.md#the-shell).
 */
export function AttackBanner() {
  const { t } = useTranslation(shellNs);
  const { pathname } = useLocation();
  const { network, underAttack } = useAttackStatus();
  if (!network || !underAttack || !pathname.startsWith('/networks/')) return null;
  return (
    <Alert
      color="danger"
      variant="filled"
      icon={<IconShieldExclamation size={18} />}
      mb="md"
      role="alert"
    >
      {t('network.attackBanner', { network: network.name })}{' '}
      {pathname !== '/networks/attack-history' && (
        <Anchor component={Link} to="/networks/attack-history" c="white" td="underline">
          {t('network.viewAttack')}
        </Anchor>
      )}
    </Alert>
  );
}
