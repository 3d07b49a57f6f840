import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { type AdminLocation, useLocations, useRemoveLocation } from '../api/locations';
import { detailedError } from '../components/detailed-error';
import { LocationFormModal } from '../components/location-form-modal';
import { LocationTable } from '../components/location-table';
import { OperatorList } from '../components/operator-list';
import { operatorNs } from '../i18n';

/** Points of presence: add, edit, remove (refused, naming what uses it, while tunnels do). */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const locations = useLocations();
  const remove = useRemoveLocation();
  const modal = useFormModal<AdminLocation>();
  const onDelete = (location: AdminLocation) =>
    confirmDelete(
      location.id,
      () =>
        remove.mutate(location.id, {
          onSuccess: () =>
            notifications.show({
              color: 'success',
              message: t('locations.removed', { id: location.id }),
            }),
          onError: (error) =>
            notifications.show({ color: 'danger', message: detailedError(error) }),
        }),
      t('locations.removeBody'),
    );
  return (
    <OperatorList
      query={locations}
      addLabel={t('locations.add')}
      onAdd={modal.add}
      empty={t('locations.empty')}
      modal={<LocationFormModal modal={modal} />}
    >
      {(rows) => <LocationTable locations={rows} onEdit={modal.edit} onDelete={onDelete} />}
    </OperatorList>
  );
}
