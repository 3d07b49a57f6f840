import { Button, Card, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { type AuditFilters, useAudit } from '../api/audit';
import { ScrollingTable } from '../components/scrolling-table';
import { operatorNs } from '../i18n';

/** Every operator action, newest first, filtered by operator, action and target. */
export function Component() {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
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
              <ScrollingTable minWidth={760} label={t('audit.action')}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('audit.when')}</Table.Th>
                      <Table.Th>{t('audit.operator')}</Table.Th>
                      <Table.Th>{t('audit.action')}</Table.Th>
                      <Table.Th>{t('audit.target')}</Table.Th>
                      <Table.Th>{t('audit.source')}</Table.Th>
                      <Table.Th>{t('audit.detail')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>
                          {formatDateTime(e.created_at, timeFormat, i18n.language, true)}
                        </Table.Td>
                        <Table.Td>{e.operator}</Table.Td>
                        <Table.Td ff="monospace">{e.action}</Table.Td>
                        <Table.Td>{e.target}</Table.Td>
                        <Table.Td ff="monospace" fz="xs">
                          {e.source}
                        </Table.Td>
                        <Table.Td>
                          {Object.keys(e.detail).length > 0 && (
                            <Code
                              fz="xs"
                              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                            >
                              {JSON.stringify(e.detail)}
                            </Code>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollingTable>
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
