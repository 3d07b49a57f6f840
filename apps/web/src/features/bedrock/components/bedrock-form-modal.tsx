import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BackendSet,
  type BedrockTunnel,
  bedrockRoutes,
  type Location,
  type Network,
} from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useCreateBedrockTunnel, useUpdateBedrockTunnel } from '../api/save-bedrock-tunnel';
import { bedrockNs } from '../i18n';

type Values = {
  name: string;
  backend_set_id: string;
  location: string;
  proxy_protocol: 2;
};

interface Props {
  network: Network;
  backendSets: readonly BackendSet[];
  locations: readonly Location[];
  editing: BedrockTunnel | undefined | null;
  onClose: () => void;
}

export function BedrockFormModal({ network, backendSets, locations, editing, onClose }: Props) {
  const { t } = useTranslation(bedrockNs);
  const create = useCreateBedrockTunnel(network.id);
  const update = useUpdateBedrockTunnel(network.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', backend_set_id: '', location: '', proxy_protocol: 2 },
    validate: contractValidator(bedrockRoutes.createBedrockTunnel.body),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on another tunnel.
  useEffect(() => {
    if (editing === null) return;
    form.setValues(
      editing
        ? {
            name: editing.name,
            backend_set_id: String(editing.backend_set_id),
            location: editing.location,
            proxy_protocol: 2,
          }
        : {
            name: '',
            backend_set_id: backendSets[0] ? String(backendSets[0].id) : '',
            location: locations[0]?.id ?? '',
            proxy_protocol: 2,
          },
    );
    form.clearErrors();
    create.reset();
    update.reset();
  }, [editing]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({
          tunnelId: editing.id,
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
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('form.location')}
            required
            allowDeselect={false}
            disabled={Boolean(editing)}
            description={editing ? t('form.locationFixed') : undefined}
            data={locations.map((l) => ({ value: l.id, label: `${l.name} (${l.region})` }))}
            {...form.getInputProps('location')}
          />
          <Select
            label={t('form.set')}
            required
            allowDeselect={false}
            data={backendSets.map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('backend_set_id')}
          />
          <Text size="xs" c="dimmed">
            {t('form.proxyHint')}
          </Text>
          {failure && <Alert color="danger">{errorText(failure)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('common:actions.save') : t('common:actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
