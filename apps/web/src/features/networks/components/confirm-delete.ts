import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/index';

/** Asks before a delete (common texts); `onConfirm` runs only on "Delete". */
export function confirmDelete(name: string, onConfirm: () => void, body?: string) {
  modals.openConfirmModal({
    title: i18n.t('confirmDelete.title', { ns: 'common', name }),
    children: body ?? i18n.t('confirmDelete.body', { ns: 'common' }),
    labels: {
      confirm: i18n.t('actions.delete', { ns: 'common' }),
      cancel: i18n.t('actions.cancel', { ns: 'common' }),
    },
    confirmProps: { color: 'danger' },
    onConfirm,
  });
}
