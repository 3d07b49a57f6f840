import { Alert, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createLocationBody, updateLocationBody } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator } from '@/lib/forms';
import { type AdminLocation, useCreateLocation, useUpdateLocation } from '../api/locations';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';

interface Values {
  id: string;
  name: string;
  region: string;
  address: string;
  bedrock_ports: { first: number | string; last: number | string };
  allowed_backends: string;
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

const toBody = (v: Values) => ({
  name: v.name,
  region: v.region,
  address: v.address,
  bedrock_ports: { first: Number(v.bedrock_ports.first), last: Number(v.bedrock_ports.last) },
  allowed_backends: lines(v.allowed_backends),
});

const validateNew = contractValidator(createLocationBody);
const validateEdit = contractValidator(updateLocationBody);

/** Add a location, or edit one's name, region, address, Bedrock ports and allowed backends. */
export function LocationFormModal({ modal }: { modal: FormModalControl<AdminLocation> }) {
  const { t } = useTranslation(operatorNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(open) =>
        open.mode === 'edit'
          ? t('locations.editTitle', { id: open.row.id })
          : t('locations.addTitle')
      }
    >
      {(open) => (
        <LocationForm location={open.mode === 'edit' ? open.row : null} onClose={modal.close} />
      )}
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
    initialValues: {
      id: location?.id ?? '',
      name: location?.name ?? '',
      region: location?.region ?? '',
      address: location?.address ?? '',
      bedrock_ports: location?.bedrock_ports ?? { first: 19132, last: 19199 },
      allowed_backends: location?.allowed_backends.join('\n') ?? '',
    },
    validate: (values) =>
      location ? validateEdit(toBody(values)) : validateNew({ ...toBody(values), id: values.id }),
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
        <TextInput
          label={t('locations.id')}
          description={t('locations.idHint')}
          required
          disabled={location !== null}
          data-autofocus
          {...form.getInputProps('id')}
        />
        <Group grow align="flex-start">
          <TextInput label={t('locations.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('locations.region')} required {...form.getInputProps('region')} />
        </Group>
        <TextInput
          label={t('locations.address')}
          description={t('locations.addressHint')}
          required
          {...form.getInputProps('address')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('locations.bedrockFirst')}
            min={1}
            max={65535}
            {...form.getInputProps('bedrock_ports.first')}
          />
          <NumberInput
            label={t('locations.bedrockLast')}
            min={1}
            max={65535}
            {...form.getInputProps('bedrock_ports.last')}
          />
        </Group>
        {form.errors.bedrock_ports && (
          <Alert color="danger" variant="light">
            {form.errors.bedrock_ports}
          </Alert>
        )}
        <Textarea
          label={t('locations.allowed')}
          description={t('locations.allowedHint')}
          autosize
          minRows={2}
          ff="monospace"
          {...form.getInputProps('allowed_backends')}
        />
        <FormModalFooter onCancel={onClose} pending={save.isPending} editing={location !== null} />
      </Stack>
    </form>
  );
}
