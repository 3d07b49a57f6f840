import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DnsRecord } from '@palisade/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyInput } from '@/components/ui/copy-field';
import { domainsNs } from '../i18n';

/**
 * One record as a DNS panel asks for it: the name relative to the zone (the full name under it
 * where they differ) and the value; an SRV record's value also in the fields panels ask for.
 * `nth` tells apart records of one type in one box (the A records of several locations).
 */
export function DnsRecordFields({ record, nth }: { record: DnsRecord; nth?: number | undefined }) {
  const { t } = useTranslation(domainsNs);
  const suffix = nth === undefined ? '' : ` ${nth}`;
  const [priority, weight, port, target] = record.value.split(' ');
  return (
    <Stack gap={6}>
      <CopyInput
        label={`${record.type} ${t('records.host')}${suffix}`}
        value={record.relative_name}
        description={
          record.relative_name === record.name
            ? undefined
            : t('records.fullName', { name: record.name })
        }
      />
      <CopyInput
        label={`${record.type} ${t('records.value')}${suffix}`}
        value={record.value}
        description={
          record.type === 'SRV'
            ? t('records.srvParts', { priority, weight, port, target })
            : undefined
        }
      />
    </Stack>
  );
}

/** A bordered box of records under a heading, with what to know about them. */
export function RecordBox({
  title,
  recommended = false,
  children,
}: {
  title: string;
  recommended?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(domainsNs);
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {recommended && (
          <Badge color="success" variant="dot">
            {t('records.recommended')}
          </Badge>
        )}
      </Group>
      {children}
    </Stack>
  );
}
