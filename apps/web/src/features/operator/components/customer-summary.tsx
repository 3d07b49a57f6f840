import { Alert, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, formatMoney } from '@/lib/format';
import type { CustomerDetails } from '../api/customers';
import { operatorNs } from '../i18n';

/**
 * An account at a glance: state, since when, why disabled, balance, plan, 2FA, and its usage:
 * networks, tunnels and the bandwidth this month that usage billing counts.
 */
export function CustomerSummary({ customer }: { customer: CustomerDetails }) {
  const { t, i18n } = useTranslation(operatorNs);
  const locale = i18n.language;
  return (
    <>
      <Group gap="xs">
        <Badge color={customer.state === 'active' ? 'success' : 'danger'} variant="dot">
          {t(`customers.states.${customer.state}`)}
        </Badge>
        {customer.operator && <Badge variant="dot">{t('customers.operator')}</Badge>}
        <Text size="sm" c="dimmed">
          {t('customers.since', { date: formatDate(customer.created_at, locale) })}
        </Text>
      </Group>
      {customer.disabled_reason && (
        <Alert color="danger" variant="light">
          {t('customers.disabledBecause', { reason: customer.disabled_reason })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Fact label={t('customers.balance')} value={formatMoney(customer.balance, locale)} />
        <Fact label={t('customers.plan')} value={customer.plan_name} />
        <Fact label={t('customers.networks')} value={String(customer.networks)} />
        <Fact label={t('customers.tunnels')} value={String(customer.tunnels)} />
        <Fact
          label={t('customers.bandwidth')}
          value={formatBytes(customer.bandwidth_bytes, locale)}
        />
        <Fact
          label={t('customers.twoFactor')}
          value={customer.two_factor ? t('customers.twoFactorOn') : t('customers.twoFactorOff')}
        />
      </SimpleGrid>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
