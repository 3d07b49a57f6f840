import { Badge, Card, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/format';
import { useCustomers } from '../api/customers';
import { CustomerDrawer } from '../components/customer-drawer';
import { operatorNs } from '../i18n';

/** Accounts by e-mail, network or domain; one opens in a drawer with what can be done to it. */
export function Component() {
  const { t, i18n } = useTranslation(operatorNs);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const customers = useCustomers(q);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('customers.search')}
        aria-label={t('customers.search')}
        value={text}
        maxLength={254}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Card padding="lg">
        <QueryState queries={[customers]}>
          {() =>
            customers.data?.length === 0 ? (
              <Text c="dimmed">{t('customers.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('customers.email')}</Table.Th>
                      <Table.Th>{t('customers.state')}</Table.Th>
                      <Table.Th>{t('customers.plan')}</Table.Th>
                      <Table.Th ta="right">{t('customers.balance')}</Table.Th>
                      <Table.Th ta="right">{t('customers.networks')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {customers.data?.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>
                          <UnstyledButton
                            onClick={() => setOpen(c.id)}
                            aria-label={t('customers.open', { email: c.email })}
                            c="primary"
                            fw={600}
                          >
                            {c.email}
                          </UnstyledButton>
                          <Text size="xs" c="dimmed">
                            {c.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            miw="max-content"
                            color={c.state === 'active' ? 'success' : 'danger'}
                            variant="dot"
                          >
                            {t(`customers.states.${c.state}`)}
                          </Badge>{' '}
                          {c.operator && (
                            <Badge miw="max-content" variant="dot" size="sm">
                              {t('customers.operator')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{c.plan_name}</Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {formatMoney(c.balance, i18n.language)}
                        </Table.Td>
                        <Table.Td ta="right">{c.networks}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Card>
      <CustomerDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
