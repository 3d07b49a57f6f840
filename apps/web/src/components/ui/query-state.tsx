import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';

/** What a screen shows when a query failed: the reason and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="danger" variant="light" role="alert">
      <Group justify="space-between">
        <span>{t('loadFailed', { ns: 'common', message: errorText(error) })}</span>
        {onRetry && (
          <Button size="xs" variant="light" color="danger" onClick={onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
