import { Alert } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSummary } from '@/api/user-summary';
import { shellNs } from '../i18n';

/** The first of the user's unread notifications is shown as an alert (docs/web.md#the-shell). */
export function NotificationAlert() {
  const { t } = useTranslation(shellNs);
  const { data: user } = useUserSummary();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const first = user?.notifications[0];
  if (!first || first.id === dismissed) return null;
  return (
    <Alert
      variant="light"
      color="primary"
      icon={<IconBell size={18} />}
      title={t('notifications.label')}
      withCloseButton
      closeButtonLabel={t('actions.close', { ns: 'common' })}
      onClose={() => setDismissed(first.id)}
      mb="md"
    >
      {first.message}
    </Alert>
  );
}
