import { Button, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconCreditCard, IconPackage, IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetworks } from '@/api/networks';
import { useSubscription } from '@/api/subscription';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { StatCard } from '@/components/ui/stat-card';
import { pathTo } from '@/config/route-table';
import { formatDate, formatMoney } from '@/lib/format';
import { usePlanName } from '@/lib/plan-name';
import { useLedger } from '../api/ledger';
import { BandwidthUsage } from '../components/bandwidth-usage';
import { ChargesTable } from '../components/charges-table';
import { billingNs } from '../i18n';

export function Component() {
  const { t, i18n } = useTranslation(billingNs);
  const planName = usePlanName();
  const locale = i18n.language;
  const subscription = useSubscription();
  const ledger = useLedger();
  const networks = useNetworks();
  const data = subscription.data;
  if (subscription.error) {
    return <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          label={t('overview.balance')}
          value={data ? formatMoney(data.balance, locale) : ''}
          hint={t('overview.balanceHint')}
          icon={<IconCreditCard size={22} />}
          loading={!data}
        />
        <StatCard
          label={t('overview.plan')}
          value={data ? planName(data.plan.name) : ''}
          hint={
            data?.renews_at
              ? t('overview.renews', { date: formatDate(data.renews_at, locale) })
              : t('overview.noRenewal')
          }
          icon={<IconPackage size={22} />}
          color="success"
          loading={!data}
        />
        <StatCard
          label={t('overview.usage')}
          value={data ? `${data.usage.networks} / ${data.plan.limits.networks}` : ''}
          hint={
            data
              ? `${t('overview.usageNetworks', {
                  used: data.usage.networks,
                  count: data.plan.limits.networks,
                })} · ${t('overview.usageTunnels', {
                  used: data.usage.tunnels,
                  count: data.plan.limits.tunnels,
                })}`
              : undefined
          }
          icon={<IconServer2 size={22} />}
          color="warning"
          loading={!data}
        />
      </SimpleGrid>
      <Button component={Link} to={pathTo('billing-plans')} variant="light" w="fit-content">
        {t('overview.change')}
      </Button>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <QueryState queries={[ledger]}>
            {() => <ChargesTable entries={ledger.data?.entries ?? []} />}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <BandwidthUsage networks={networks.data ?? []} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
