import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { type AuditFilters, useAudit } from '../api/audit';
import { AuditTable } from '../components/audit-table';
import { operatorNs } from '../i18n';

/** Every operator action, newest first, filtered by operator, action and target. */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const [filters, setFilters] = useState<AuditFilters>({ operator: '', action: '', target: '' });
  const [debounced] = useDebouncedValue(filters, 300);
  const audit = useAudit(debounced);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const field = (name: keyof AuditFilters) => (
    <TextInput
      label={t(`audit.${name}`)}
      value={filters[name]}
      maxLength={100}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFilters((f) => ({ ...f, [name]: value }));
      }}
      style={{ flex: 1, minWidth: 160 }}
    />
  );
  return (
    <Stack gap="lg">
      <Group align="flex-end" wrap="wrap">
        {field('operator')}
        {field('action')}
        {field('target')}
      </Group>
      <Card padding="lg">
        <QueryState queries={[audit]}>
          {() =>
            entries.length === 0 ? (
              <Text c="dimmed">{t('audit.empty')}</Text>
            ) : (
              <AuditTable entries={entries} />
            )
          }
        </QueryState>
        {audit.hasNextPage && (
          <Button
            variant="light"
            mt="md"
            w="fit-content"
            loading={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {t('audit.more')}
          </Button>
        )}
      </Card>
    </Stack>
  );
}
