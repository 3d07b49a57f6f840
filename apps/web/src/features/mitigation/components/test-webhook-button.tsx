import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import { useTestWebhook } from '../api/test-webhook';
import { mitigationNs } from '../i18n';

/**
 * "Send test": posts a test event to the saved webhook and says how the endpoint answered;
 * refused with "too many attempts" past the API's limit.
 */
export function TestWebhookButton({ network, dirty }: { network: Network; dirty: boolean }) {
  const { t } = useTranslation(mitigationNs);
  const test = useTestWebhook(network.id);
  const saved = network.webhook_url !== '';
  return (
    <Button
      variant="default"
      loading={test.isPending}
      disabled={!saved || dirty}
      title={!saved || dirty ? t('notify.testSaveFirst') : undefined}
      onClick={() =>
        test.mutate(undefined, {
          onSuccess: (delivery) =>
            notifications.show(
              delivery.status === 'delivered'
                ? {
                    color: 'success',
                    message: t('notify.testSent', { status: delivery.response_status ?? '' }),
                  }
                : {
                    color: 'danger',
                    // The API names no cause when nothing answered (docs/security.md).
                    message:
                      delivery.response_status === null
                        ? t('notify.testUndelivered')
                        : t('notify.testRefused', { status: delivery.response_status }),
                  },
            ),
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        })
      }
    >
      {t('notify.test')}
    </Button>
  );
}
