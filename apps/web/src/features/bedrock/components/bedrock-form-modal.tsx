import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BackendSet,
  type BedrockTunnel,
  bedrockRoutes,
  type Location,
  type Network,
} from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useCreateBedrockTunnel, useUpdateBedrockTunnel } from '../api/save-bedrock-tunnel';
import { bedrockNs } from '../i18n';

type Values = {
  name: string;
  backend_set_id: string;
  location: string;
  proxy_protocol: 2;
};

interface FormProps {
  network: Network;
  backendSets: readonly BackendSet[];
  locations: readonly Location[];
  /** The tunnel to edit; null adds one. */
  tunnel: BedrockTunnel | null;
  onClose: () => void;
}

/** Add a Bedrock tunnel, or rename one and point it at another backend set. */
export function BedrockFormModal({
  modal,
  ...props
}: Omit<FormProps, 'tunnel' | 'onClose'> & { modal: FormModalControl<BedrockTunnel> }) {
  const { t } = useTranslation(bedrockNs);
  return (
    <FormModal
      modal={modal}
      title={(tunnel) => (tunnel ? t('form.editTitle', { name: tunnel.name }) : t('form.addTitle'))}
    >
      {(tunnel) => <BedrockForm {...props} tunnel={tunnel} onClose={modal.close} />}
    </FormModal>
  );
}

function BedrockForm({ network, backendSets, locations, tunnel, onClose }: FormProps) {
  const { t } = useTranslation(bedrockNs);
  const create = useCreateBedrockTunnel(network.id);
  const update = useUpdateBedrockTunnel(network.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: tunnel
      ? {
          name: tunnel.name,
          backend_set_id: String(tunnel.backend_set_id),
          location: tunnel.location,
          proxy_protocol: 2,
        }
      : {
          name: '',
          backend_set_id: backendSets[0] ? String(backendSets[0].id) : '',
          location: locations[0]?.id ?? '',
          proxy_protocol: 2,
        },
    validate: contractValidator(bedrockRoutes.createBedrockTunnel.body),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (tunnel) {
        await update.mutateAsync({
          tunnelId: tunnel.id,
          body: { name: values.name, backend_set_id: Number(values.backend_set_id) },
        });
      } else {
        await create.mutateAsync({ ...values, backend_set_id: Number(values.backend_set_id) });
      }
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });
  const failure = create.error ?? update.error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('form.location')}
          required
          allowDeselect={false}
          disabled={Boolean(tunnel)}
          description={tunnel ? t('form.locationFixed') : undefined}
          data={locations.map((l) => ({ value: l.id, label: `${l.name} (${l.region})` }))}
          {...form.getInputProps('location')}
        />
        <Select
          label={t('form.set')}
          description={t('form.setHint')}
          required
          allowDeselect={false}
          data={backendSets.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps('backend_set_id')}
        />
        <Text size="xs" c="dimmed">
          {t('form.proxyHint')}
        </Text>
        {failure && <Alert color="danger">{errorText(failure)}</Alert>}
        <FormModalFooter
          onCancel={onClose}
          pending={create.isPending || update.isPending}
          editing={tunnel !== null}
        />
      </Stack>
    </form>
  );
}
