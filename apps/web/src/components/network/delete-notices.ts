import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n/index';
import { networksNs } from '@/i18n/networks';
import { errorText } from '@/lib/forms';

/** A network list's deletion says how it went (`remove.mutate(id, deleteNotices)`). */
export const deleteNotices = {
  onSuccess: () =>
    notifications.show({ color: 'success', message: i18n.t('deletedNotice', { ns: networksNs }) }),
  onError: (error: unknown) => notifications.show({ color: 'danger', message: errorText(error) }),
};
