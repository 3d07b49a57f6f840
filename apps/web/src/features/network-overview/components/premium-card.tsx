import { Alert, Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/api/subscription';
import { formatDate, formatMoney } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { useTogglePremium } from '../api/toggle-premium';
import { overviewNs } from '../i18n';

/** The premium switch with its price from the owner's plan; both directions are confirmed. */
export function PremiumCard({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const subscription = useSubscription();
  const toggle = useTogglePremium(network.id);
  const priceValue = subscription.data?.plan.premium_network_price;
  const price = priceValue === undefined ? null : formatMoney(priceValue, i18n.language);
  const owner = network.role === 'owner';

  const ask = (state: boolean) =>
    modals.openConfirmModal({
      title: state
        ? t('premium.confirmTitle', { name: network.name })
        : t('premium.disableTitle', { name: network.name }),
      children: (
        <Text size="sm">
          {state ? t('premium.confirmBody', { price }) : t('premium.disableBody')}
        </Text>
      ),
      labels: { confirm: t('common:actions.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: state ? 'primary' : 'danger' },
      onConfirm: () =>
        toggle.mutate(state, {
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        }),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('premium.title')}
          </Title>
          {network.premium && (
            <Badge color="warning" variant="dot">
              {t('premium.on')}
            </Badge>
          )}
        </Group>
        {price !== null && (
          <Text size="sm" c="dimmed">
            {t('premium.body', { price })}
          </Text>
        )}
        {network.premium && network.premium_until && (
          <Text size="sm">
            {t('premium.until', { date: formatDate(network.premium_until, i18n.language) })}
          </Text>
        )}
        <Switch
          label={t('premium.enable')}
          checked={network.premium}
          disabled={!owner || toggle.isPending || price === null}
          onChange={(event) => ask(event.currentTarget.checked)}
        />
        {!owner && (
          <Text size="xs" c="dimmed">
            {t('premium.owner')}
          </Text>
        )}
        {toggle.error && <Alert color="danger">{errorText(toggle.error)}</Alert>}
      </Stack>
    </Card>
  );
}
