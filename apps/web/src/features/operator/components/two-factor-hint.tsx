import { Alert, Button, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserSummary } from '@/api/user-summary';
import { pathTo } from '@/config/route-table';
import { operatorNs } from '../i18n';

/** Operators can change every account: the console asks them to protect theirs with 2FA. */
export function TwoFactorHint() {
  const { t } = useTranslation(operatorNs);
  const user = useUserSummary();
  if (!user.data || user.data.two_factor_auth) return null;
  return (
    <Alert color="warning" variant="light" icon={<IconShieldLock size={18} />}>
      <Text span fw={700}>
        {t('twoFactor.title')}
      </Text>{' '}
      {t('twoFactor.body')}{' '}
      <Button component={Link} to={pathTo('page-user-profile')} variant="light" size="compact-sm">
        {t('twoFactor.action')}
      </Button>
    </Alert>
  );
}
