import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { QueryError } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { useApiKey, useRegenerateApiKey } from '../api/api-key';
import { settingsNs } from '../i18n';

/** The masked key; a new one is shown in full once, after a confirmation. */
export function ApiKeyPanel() {
  const { t, i18n } = useTranslation(settingsNs);
  const key = useApiKey();
  const regenerate = useRegenerateApiKey();
  const ask = () =>
    key.data?.key
      ? modals.openConfirmModal({
          title: t('apiKey.confirmTitle'),
          children: <Text size="sm">{t('apiKey.confirmBody')}</Text>,
          labels: {
            confirm: t('apiKey.regenerate'),
            cancel: t('actions.cancel', { ns: 'common' }),
          },
          confirmProps: { color: 'danger' },
          onConfirm: () => regenerate.mutate(),
        })
      : regenerate.mutate();
  if (key.error) return <QueryError error={key.error} onRetry={() => void key.refetch()} />;
  return (
    <Stack maw={640}>
      <Text size="sm" c="dimmed">
        {t('apiKey.intro')}
      </Text>
      {key.isPending ? (
        <Skeleton h={40} />
      ) : regenerate.data ? (
        <Alert
          color="warning"
          variant="light"
          icon={<IconKey size={18} />}
          title={t('apiKey.shownOnce')}
        >
          <CopyField value={regenerate.data.key} label={t('tabs.apiKey')} />
        </Alert>
      ) : key.data?.key ? (
        <div>
          <Text ff="monospace">{key.data.key}</Text>
          {key.data.created_at && (
            <Text size="xs" c="dimmed">
              {t('apiKey.created', { date: formatDate(key.data.created_at, i18n.language) })}
            </Text>
          )}
        </div>
      ) : (
        <Text size="sm">{t('apiKey.none')}</Text>
      )}
      {regenerate.error && (
        <Alert color="danger" variant="light" role="alert">
          {errorText(regenerate.error)}
        </Alert>
      )}
      <Group>
        <Button leftSection={<IconKey size={16} />} onClick={ask} loading={regenerate.isPending}>
          {t(key.data?.key ? 'apiKey.regenerate' : 'apiKey.generate')}
        </Button>
      </Group>
    </Stack>
  );
}
