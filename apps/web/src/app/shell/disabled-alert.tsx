import { Alert, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserSummary } from '@/api/user-summary';
import { shellNs } from '../i18n';

/**
 * An operator disabled the account: every page says so, with the reason the operator gave,
 * since no edge serves its networks meanwhile (docs/operators.md).
 */
export function DisabledAlert() {
  const { t } = useTranslation(shellNs);
  const { data: user } = useUserSummary();
  if (!user?.disabled) return null;
  return (
    <Alert variant="light" color="danger" icon={<IconBan size={18} />} mb="md" role="alert">
      <Text span fw={700}>
        {t('disabled.title')}
      </Text>{' '}
      {t('disabled.body', { reason: user.disabled.reason })}
    </Alert>
  );
}
