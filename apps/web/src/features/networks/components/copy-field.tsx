import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A value to put somewhere else (a DNS record, an address): a read-only field, so it can be
 * selected by hand too, with a copy button.
 */
export function CopyField({
  label,
  value,
  hideLabel = false,
}: {
  label: string;
  value: string;
  /** In a table the column names the value; the label then only names the field for readers. */
  hideLabel?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={value}
      readOnly
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      size={hideLabel ? 'xs' : 'sm'}
      miw={hideLabel ? 200 : undefined}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('actions.copied') : t('actions.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'success' : 'gray'}
                onClick={copy}
                aria-label={`${t('actions.copy')}: ${label}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
