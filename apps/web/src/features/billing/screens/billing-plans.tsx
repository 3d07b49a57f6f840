import { Badge, Button, Card, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/api/subscription';
import { QueryError } from '@/components/ui/query-state';
import { formatCount, formatMoney } from '@/lib/format';
import { usePlanName } from '@/lib/plan-name';
import { usePlans } from '../api/plans';
import { ChangePlanModal } from '../components/change-plan-modal';
import { billingNs } from '../i18n';

const limitRows = [
  'networks',
  'domains_per_network',
  'backend_sets_per_network',
  'backends_per_set',
  'firewall_rules_per_network',
  'sub_users_per_network',
  'bedrock_tunnels_per_network',
  'tunnels',
  'analytics_retention_days',
  'included_bandwidth_gb',
] as const;

/** Plans side by side, the current one marked; choosing one asks with its price first. */
export function Component() {
  const { t, i18n } = useTranslation(billingNs);
  const planName = usePlanName();
  const locale = i18n.language;
  const plans = usePlans();
  const subscription = useSubscription();
  const [choosing, setChoosing] = useState<number | null>(null);
  if (plans.error) return <QueryError error={plans.error} onRetry={() => void plans.refetch()} />;
  const list = [...(plans.data ?? [])].sort((a, b) => a.level - b.level);
  const currentId = subscription.data?.plan.id;
  return (
    <Card padding="lg">
      <Text size="sm" c="dimmed" mb="md">
        {t('plans.intro')}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {list.map((plan) => (
                <Table.Th
                  key={plan.id}
                  ta="center"
                  bg={plan.id === currentId ? 'var(--mantine-primary-color-light)' : undefined}
                >
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
            {limitRows.map((row) => (
              <Table.Tr key={row}>
                <Table.Th scope="row" fw={500}>
                  {t(`plans.limits.${row}`)}
                </Table.Th>
                {list.map((plan) => (
                  <Table.Td
                    key={plan.id}
                    ta="center"
                    bg={plan.id === currentId ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    {formatCount(plan.limits[row], locale)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                {t('plans.limits.overage_per_gb')}
              </Table.Th>
              {list.map((plan) => (
                <Table.Td
                  key={plan.id}
                  ta="center"
                  bg={plan.id === currentId ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {formatMoney(plan.limits.overage_per_gb, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                {t('plans.limits.premium_network_price')}
              </Table.Th>
              {list.map((plan) => (
                <Table.Td
                  key={plan.id}
                  ta="center"
                  bg={plan.id === currentId ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {formatMoney(plan.premium_network_price, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Td />
              {list.map((plan) => (
                <Table.Td key={plan.id} ta="center">
                  <Button
                    size="xs"
                    variant={plan.id === currentId ? 'default' : 'filled'}
                    disabled={plan.id === currentId || !subscription.data}
                    onClick={() => setChoosing(plan.id)}
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
      <ChangePlanModal planId={choosing} onClose={() => setChoosing(null)} />
    </Card>
  );
}
