import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A value in monospace with a copy button (addresses, keys, DNS records). */
export function CopyField({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} aria-label={label}>
        {value}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={t(copied ? 'actions.copied' : 'actions.copy', { ns: 'common' })}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'success' : 'gray'}
              onClick={copy}
              aria-label={`${t('actions.copy', { ns: 'common' })}${label ? `: ${label}` : ''}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
