import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { networksNs } from '@/i18n/networks';

/**
 * Stands where the save or add button would be when the caller's permissions on the network
 * let them see this but not change it.
 */
export function ReadOnlyNote() {
  const { t } = useTranslation(networksNs);
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{t('readOnly')}</Text>
    </Group>
  );
}
