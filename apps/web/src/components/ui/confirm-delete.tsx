import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/i18n/index';

/** Every delete asks first: "Delete <name>? This cannot be undone." (docs/web.md). */
export function confirmDelete(name: string, onConfirm: () => void, body?: string): void {
  const t = (key: string, options?: Record<string, unknown>) =>
    i18n.t(key, { ns: 'common', ...options });
  modals.openConfirmModal({
    title: t('confirmDelete.title', { name }),
    children: <Text size="sm">{body ?? t('confirmDelete.body')}</Text>,
    labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
    confirmProps: { color: 'danger' },
    onConfirm,
  });
}
