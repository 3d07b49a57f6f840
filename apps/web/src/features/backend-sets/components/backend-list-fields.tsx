import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BackendSetValues } from '../hooks/use-backend-set-form';
import { backendSetsNs } from '../i18n';

/** The set's `host:port` rows: one at least, 32 at most, each validated as typed. */
export function BackendListFields({ form }: { form: UseFormReturnType<BackendSetValues> }) {
  const { t } = useTranslation(backendSetsNs);
  const listError = form.errors.backends;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('backends')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('form.backendHint')}
      </Text>
      {form.values.backends.map((_, index) => (
        <Group key={form.key(`backends.${index}`)} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('form.backend', { n: index + 1 })}
            placeholder="10.0.0.5:25565"
            ff="monospace"
            {...form.getInputProps(`backends.${index}`)}
          />
          <ActionIcon
            variant="subtle"
            color="danger"
            size="lg"
            disabled={form.values.backends.length === 1}
            onClick={() => form.removeListItem('backends', index)}
            aria-label={t('form.removeBackend', { n: index + 1 })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="xs" c="danger">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('backends', '')}
          disabled={form.values.backends.length >= 32}
        >
          {t('form.addBackend')}
        </Button>
      </Group>
    </Stack>
  );
}
