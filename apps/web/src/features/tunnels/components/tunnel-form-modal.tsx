import { Alert, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { tunnelRoutes } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useBindPort } from '../api/bind-port';
import { useTunnelLocations } from '../api/locations';
import { useCreateTunnel, useUpdateTunnel } from '../api/save-tunnel';
import type { Tunnel } from '../api/tunnels';
import { tunnelsNs } from '../i18n';

interface Values {
  name: string;
  endpoint_peer: string;
  location: string | null;
  bind_port: number | string;
  endpoint_public_key: string;
}

/** The body as the contract wants it: an empty optional key is left out, the port a number. */
function toBody(values: Values) {
  return {
    name: values.name,
    endpoint_peer: values.endpoint_peer,
    bind_port: Number(values.bind_port),
    ...(values.location ? { location: values.location } : {}),
    ...(values.endpoint_public_key.trim()
      ? { endpoint_public_key: values.endpoint_public_key }
      : {}),
  };
}

const createBody = contractValidator(tunnelRoutes.createTunnel.body);
const updateBody = contractValidator(tunnelRoutes.updateTunnel.body);
// The same functions on every render: the form's `setFieldValue` changes with its rules.
const validateCreate = (values: Values) => createBody(toBody(values));
const validateUpdate = (values: Values) => updateBody(toBody(values));

interface FormProps {
  /** The tunnel to edit; null adds one. */
  tunnel: Tunnel | null;
  onClose: () => void;
  onCreated?: (tunnel: Tunnel) => void;
}

/** Add a tunnel, or edit the one the modal was opened on. */
export function TunnelFormModal({
  modal,
  onCreated,
}: {
  modal: FormModalControl<Tunnel>;
  onCreated?: (tunnel: Tunnel) => void;
}) {
  const { t } = useTranslation(tunnelsNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(tunnel) => t(tunnel ? 'form.editTitle' : 'form.createTitle')}
    >
      {(tunnel) => <TunnelForm tunnel={tunnel} onClose={modal.close} onCreated={onCreated} />}
    </FormModal>
  );
}

function TunnelForm({ tunnel, onClose, onCreated }: FormProps) {
  const { t } = useTranslation(tunnelsNs);
  const locations = useTunnelLocations();
  const create = useCreateTunnel();
  const update = useUpdateTunnel(tunnel?.id ?? 0);
  const save = tunnel ? update : create;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: tunnel?.name ?? '',
      endpoint_peer: tunnel?.endpoint_peer ?? '',
      location: tunnel?.location ?? null,
      bind_port: tunnel?.bind_port ?? '',
      endpoint_public_key: tunnel?.endpoint_public_key ?? '',
    },
    validate: tunnel ? validateUpdate : validateCreate,
  });
  const location = form.getValues().location;
  const bindPort = useBindPort(location, !tunnel);

  // A new tunnel starts with the first location and a port that is free there. `form` is a new
  // object on every render, so these depend on its `setFieldValue` (the same while its rules
  // are): on `form` they re-ran on every render, each setting a value and so rendering again, a
  // loop that kept React busy and starved every navigation.
  const { setFieldValue } = form;
  const firstLocation = Object.keys(locations.data ?? {})[0];
  useEffect(() => {
    if (!tunnel && !location && firstLocation) setFieldValue('location', firstLocation);
  }, [tunnel, location, firstLocation, setFieldValue]);
  const free = bindPort.data;
  useEffect(() => {
    if (!tunnel && free) setFieldValue('bind_port', free);
  }, [tunnel, free, setFieldValue]);

  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const done = (saved: Tunnel) => {
      notifications.show({ color: 'success', message: t(tunnel ? 'form.saved' : 'form.created') });
      onClose();
      onCreated?.(saved);
    };
    const failed = (error: unknown) => applyFieldErrors(form, error);
    if (tunnel) {
      update.mutate(
        { ...body, endpoint_public_key: values.endpoint_public_key },
        { onSuccess: done, onError: failed },
      );
    } else {
      create.mutate(body, { onSuccess: done, onError: failed });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {!tunnel && (
          <Alert color="primary" variant="light">
            {t('form.createNote')}
          </Alert>
        )}
        <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={t('form.endpoint')}
          description={t('form.endpointHint')}
          placeholder="203.0.113.7"
          required
          {...form.getInputProps('endpoint_peer')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('form.location')}
            data={Object.entries(locations.data ?? {}).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('location')}
          />
          <NumberInput
            label={t('form.bindPort')}
            description={t('form.bindPortHint')}
            min={1}
            max={65535}
            required
            {...form.getInputProps('bind_port')}
          />
        </Group>
        <TextInput
          label={t(tunnel ? 'form.publicKeyEdit' : 'form.publicKey')}
          description={tunnel ? undefined : t('form.publicKeyHint')}
          ff="monospace"
          required={Boolean(tunnel)}
          {...form.getInputProps('endpoint_public_key')}
        />
        <FormModalFooter
          onCancel={onClose}
          pending={save.isPending}
          label={t(tunnel ? 'actions.save' : 'actions.create', { ns: 'common' })}
        />
      </Stack>
    </form>
  );
}
