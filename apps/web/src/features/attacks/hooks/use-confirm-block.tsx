import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attackKeys } from '@/api/attacks';
import { errorText } from '@/lib/forms';
import { type Duration, expiresAt, type Target } from '../components/block-target';
import { attacksNs } from '../i18n';

/**
 * Asks before a block, saying how long it lasts (and, for a new one, what it would have refused
 * lately), then saves it: a firewall rule that ends by itself (docs/api.md, firewall), or the
 * new end of the rule in force.
 */
export function useConfirmBlock() {
  const { t } = useTranslation(attacksNs);
  const queryClient = useQueryClient();
  return (target: Target, duration: Duration) => {
    const change = target.blocked !== undefined;
    modals.openConfirmModal({
      title: change
        ? t('block.changeTitle', { what: target.ruleName ?? target.name })
        : t('block.confirmTitle', { what: target.name }),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {t(change ? `block.changeBody.${duration}` : `block.confirmBody.${duration}`)}
          </Text>
          {change ? null : target.dryRun}
        </Stack>
      ),
      labels: {
        confirm: t(change ? 'block.change' : 'block.confirm'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        target.save(expiresAt(duration)).then(
          () => {
            // The attack's details name the rules in force: they changed.
            void queryClient.invalidateQueries({ queryKey: attackKeys.all });
            notifications.show({
              color: 'success',
              message: change
                ? t('block.changed', { what: target.ruleName ?? target.name })
                : t('block.done', { what: target.name }),
            });
          },
          (error: unknown) => notifications.show({ color: 'danger', message: errorText(error) }),
        ),
    });
  };
}
