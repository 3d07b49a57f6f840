import { ActionIcon, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The copy button of a value, named after what it copies. */
function CopyAction({ value, label }: { value: string; label?: string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('actions.copied') : t('actions.copy')}>
          <ActionIcon
            variant="subtle"
            color={copied ? 'success' : 'gray'}
            onClick={copy}
            aria-label={`${t('actions.copy')}${label ? `: ${label}` : ''}`}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** A value in monospace with a copy button (addresses, keys). */
export function CopyField({ value, label }: { value: string; label?: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} aria-label={label}>
        {value}
      </Text>
      <CopyAction value={value} label={label} />
    </Group>
  );
}

/**
 * A value to put somewhere else (a DNS record, an address) as a read-only field, so it can be
 * selected by hand too, with a copy button.
 */
export function CopyInput({
  label,
  value,
  description,
  hideLabel = false,
}: {
  label: string;
  value: string;
  /** A line under the label: what else to know about the value (the full form of a name). */
  description?: string | undefined;
  /** In a table the column names the value; the label then only names the field for readers. */
  hideLabel?: boolean;
}) {
  return (
    <TextInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      description={description}
      value={value}
      readOnly
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      size={hideLabel ? 'xs' : 'sm'}
      miw={hideLabel ? 200 : undefined}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={<CopyAction value={value} label={label} />}
    />
  );
}
