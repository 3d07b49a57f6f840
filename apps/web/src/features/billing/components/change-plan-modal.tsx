import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-state';
import { formatDate, formatMoney } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePlanName } from '@/lib/plan-name';
import { useChangePlan, usePlanChangePreview } from '../api/plan-change';
import { billingNs } from '../i18n';

/** Confirms a plan change with the charge the API says it will make (prorated for upgrades). */
export function ChangePlanModal({
  planId,
  onClose,
}: {
  planId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(billingNs);
  const planName = usePlanName();
  const locale = i18n.language;
  const preview = usePlanChangePreview(planId);
  const change = useChangePlan();
  const data = preview.data;
  const short = data ? data.charge_cents > data.balance_cents : false;
  const explain = data
    ? data.kind === 'start' || data.kind === 'upgrade'
      ? t(`plans.${data.kind}`, {
          charge: formatMoney(data.charge, locale),
          balance: formatMoney(data.balance, locale),
          date: data.renews_at ? formatDate(data.renews_at, locale) : '',
        })
      : t(data.kind === 'free' ? 'plans.free' : 'plans.downgrade')
    : '';
  return (
    <Modal
      opened={planId !== null}
      onClose={onClose}
      title={data ? t('plans.confirmTitle', { plan: planName(data.plan.name) }) : ' '}
    >
      <Stack>
        {preview.error ? (
          <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : !data ? (
          <Skeleton h={60} />
        ) : (
          <>
            <Text>{explain}</Text>
            {short && (
              <Alert color="warning" variant="light">
                {t('plans.short')}
              </Alert>
            )}
          </>
        )}
        {change.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(change.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button
            disabled={!data || short || data.kind === 'same'}
            loading={change.isPending}
            onClick={() =>
              planId !== null &&
              change.mutate(planId, {
                onSuccess: (subscription) => {
                  notifications.show({
                    color: 'success',
                    message: t('plans.changed', { plan: planName(subscription.plan.name) }),
                  });
                  onClose();
                },
              })
            }
          >
            {t('plans.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
