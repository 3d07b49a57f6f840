import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors } from '@/lib/forms';
import { type AdminLocation, useCreateLocation, useUpdateLocation } from '../api/locations';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';
import { LocationFields } from './location-fields';
import { initialValues, toBody, type Values, validateLocation } from './location-values';

/** Add a location, or edit one's name, region, address, Bedrock ports and allowed backends. */
export function LocationFormModal({ modal }: { modal: FormModalControl<AdminLocation> }) {
  const { t } = useTranslation(operatorNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(location) =>
        location ? t('locations.editTitle', { id: location.id }) : t('locations.addTitle')
      }
    >
      {(location) => <LocationForm location={location} onClose={modal.close} />}
    </FormModal>
  );
}

function LocationForm({
  location,
  onClose,
}: {
  location: AdminLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(operatorNs);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const save = location ? update : create;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(location),
    validate: validateLocation(location),
  });
  const submit = form.onSubmit((values) => {
    const options = {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('locations.saved') });
        onClose();
      },
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (location) update.mutate({ id: location.id, body: toBody(values) }, options);
    else create.mutate({ ...toBody(values), id: values.id }, options);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.error && (
          <Alert color="danger" variant="light" role="alert">
            {detailedError(save.error)}
          </Alert>
        )}
        <LocationFields form={form} editing={location !== null} />
        <FormModalFooter onCancel={onClose} pending={save.isPending} editing={location !== null} />
      </Stack>
    </form>
  );
}
