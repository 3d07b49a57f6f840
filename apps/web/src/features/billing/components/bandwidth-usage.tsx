import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatMoney } from '@/lib/format';
import { useBillingBandwidth } from '../api/billing-bandwidth';
import { billingNs } from '../i18n';

/** Metered bandwidth of the current period against what the plan includes, per network. */
export function BandwidthUsage({ networks }: { networks: readonly Network[] }) {
  const { t, i18n } = useTranslation(billingNs);
  const locale = i18n.language;
  const usage = useBillingBandwidth(networks.map((n) => n.id));
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="md">
        {t('overview.bandwidth')}
      </Title>
      {networks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('overview.bandwidthEmpty')}
        </Text>
      ) : (
        <Stack gap="lg">
          {networks.map((network, index) => {
            const data = usage[index]?.data;
            if (!data) return <Skeleton key={network.id} h={48} />;
            // Hundredths of a percent: a few bytes of 100 GB would be 1.83e-8, which is no
            // valid aria-valuenow.
            const share =
              data.included_bytes > 0
                ? Math.min(100, Math.round((data.bytes / data.included_bytes) * 10_000) / 100)
                : 100;
            return (
              <div key={network.id}>
                <Text size="sm" fw={600}>
                  {network.name}
                </Text>
                <Text size="xs" c="dimmed" mb={6}>
                  {t('overview.bandwidthRow', {
                    used: formatBytes(data.bytes, locale),
                    included: formatBytes(data.included_bytes, locale),
                  })}
                </Text>
                <Progress
                  value={share}
                  color={data.overage_bytes > 0 ? 'danger' : 'primary'}
                  size="lg"
                  aria-label={`${network.name}: ${formatBytes(data.bytes, locale)}`}
                />
                <Text size="xs" c={data.overage_bytes > 0 ? 'danger' : 'dimmed'} mt={4}>
                  {data.overage_bytes > 0
                    ? t('overview.overage', {
                        bytes: formatBytes(data.overage_bytes, locale),
                        amount: formatMoney(data.estimated_charge_cents / 100, locale),
                      })
                    : t('overview.noOverage')}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
