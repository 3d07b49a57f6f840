import { Alert, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminRoutes, type RouteReply, type Routes } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator } from '@/lib/forms';
import { useCreateEdgeToken } from '../api/edge-tokens';
import { useLocations } from '../api/locations';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';

const validate = contractValidator(adminRoutes.adminCreateEdgeToken.body);

type Created = RouteReply<Routes['adminCreateEdgeToken']>;

/**
 * Creates an edge token for a location; the token and the `palisade edge` command that runs an
 * edge with it are shown once, in this modal, until it is closed.
 */
export function EdgeTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(operatorNs);
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={created ? t('tokens.createdTitle') : t('tokens.createTitle')}
    >
      {created ? (
        <Stack>
          <Alert color="warning" variant="light">
            {t('tokens.once')}
          </Alert>
          <Text size="sm" fw={600}>
            {t('tokens.command')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {created.command}
          </Code>
          <CopyField value={created.command} label={t('tokens.command')} />
          <Text size="sm" fw={600}>
            {t('tokens.token')}
          </Text>
          <CopyField value={created.token} label={t('tokens.token')} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('tokens.done')}</Button>
          </Group>
        </Stack>
      ) : (
        opened && <CreateForm onCreated={setCreated} onClose={close} />
      )}
    </Modal>
  );
}

function CreateForm({
  onCreated,
  onClose,
}: {
  onCreated: (created: Created) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(operatorNs);
  const locations = useLocations();
  const create = useCreateEdgeToken();
  const form = useForm({
    mode: 'controlled',
    initialValues: { location_id: '', name: 'edge' },
    validate: validate,
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {create.error && (
          <Alert color="danger" variant="light" role="alert">
            {detailedError(create.error)}
          </Alert>
        )}
        <Select
          label={t('tokens.location')}
          required
          data-autofocus
          data={(locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.id})` }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('location_id')}
        />
        <TextInput
          label={t('tokens.name')}
          required
          maxLength={64}
          {...form.getInputProps('name')}
        />
        <FormModalFooter onCancel={onClose} pending={create.isPending} label={t('tokens.create')} />
      </Stack>
    </form>
  );
}
