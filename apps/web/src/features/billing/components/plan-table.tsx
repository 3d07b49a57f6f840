import { Badge, Button, Table, Text } from '@mantine/core';
import type { Plan } from '@palisade/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/format';
import { countedLimits } from '@/lib/plan-limits';
import { usePlanName } from '@/lib/plan-name';
import { billingNs } from '../i18n';

interface PlanTableProps {
  /** The plans, cheapest first: one column each. */
  plans: readonly Plan[];
  /** The account's plan, marked; undefined while the subscription loads. */
  currentId: number | undefined;
  onChoose: (planId: number) => void;
}

/** Plans side by side: a column a plan, a row a limit, the current plan's column marked. */
export function PlanTable({ plans, currentId, onChoose }: PlanTableProps) {
  const { t, i18n } = useTranslation(billingNs);
  const planName = usePlanName();
  const locale = i18n.language;
  const marked = (plan: Plan) =>
    plan.id === currentId ? 'var(--mantine-primary-color-light)' : undefined;
  const row = (label: string, cell: (plan: Plan) => ReactNode) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      {plans.map((plan) => (
        <Table.Td key={plan.id} ta="center" bg={marked(plan)}>
          {cell(plan)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {plans.map((plan) => (
              <Table.Th key={plan.id} ta="center" bg={marked(plan)}>
                <Text fw={700} size="lg">
                  {planName(plan.name)}
                </Text>
                <Text size="sm" fw={500}>
                  {t('plans.perPeriod', { price: formatMoney(plan.price, locale) })}
                </Text>
                {plan.id === currentId && (
                  <Badge miw="max-content" mt={4} variant="filled">
                    {t('plans.current')}
                  </Badge>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {countedLimits.map((limit) =>
            row(t(`planLimits.${limit}`, { ns: 'common' }), (plan) =>
              formatCount(plan.limits[limit], locale),
            ),
          )}
          {row(t('planLimits.overage_per_gb', { ns: 'common' }), (plan) =>
            formatMoney(plan.limits.overage_per_gb, locale),
          )}
          {row(t('planLimits.premium_network_price', { ns: 'common' }), (plan) =>
            formatMoney(plan.premium_network_price, locale),
          )}
          <Table.Tr>
            <Table.Td />
            {plans.map((plan) => (
              <Table.Td key={plan.id} ta="center">
                <Button
                  size="xs"
                  variant={plan.id === currentId ? 'default' : 'filled'}
                  disabled={plan.id === currentId || currentId === undefined}
                  onClick={() => onChoose(plan.id)}
                >
                  {plan.id === currentId
                    ? t('plans.current')
                    : t('plans.choose', { plan: planName(plan.name) })}
                </Button>
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
