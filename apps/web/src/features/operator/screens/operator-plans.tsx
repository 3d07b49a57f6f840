import { Card, Stack, Table, Text } from '@mantine/core';
import type { Plan } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { formatMoney } from '@/lib/format';
import { countedLimits } from '@/lib/plan-limits';
import { useAdminPlans } from '../api/plans';
import { PlanFormModal } from '../components/plan-form-modal';
import { operatorNs } from '../i18n';

/** Plans as `palisade billing plans` prints them, each with every limit, edited in a modal. */
export function Component() {
  const { t, i18n } = useTranslation(operatorNs);
  const plans = useAdminPlans();
  const modal = useFormModal<Plan>();
  const locale = i18n.language;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('plans.intro')}
      </Text>
      <Card padding="lg">
        <QueryState queries={[plans]}>
          {() => (
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('plans.name')}</Table.Th>
                    <Table.Th ta="right">{t('plans.price')}</Table.Th>
                    {countedLimits.map((n) => (
                      <Table.Th key={n} ta="right">
                        {t(`planLimits.${n}`, { ns: 'common' })}
                      </Table.Th>
                    ))}
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plans.data?.map((plan) => (
                    <Table.Tr key={plan.id}>
                      <Table.Td fw={600}>{plan.name}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {formatMoney(plan.price, locale)}
                      </Table.Td>
                      {countedLimits.map((n) => (
                        <Table.Td key={n} ta="right">
                          {plan.limits[n]}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <RowActions subject={plan.name} onEdit={() => modal.edit(plan)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
      <PlanFormModal modal={modal} />
    </Stack>
  );
}
