import { Alert, Select, Stack, TextInput } from '@mantine/core';
import type { BackendSet, Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { errorText } from '@/lib/forms';
import { useBackendSetForm } from '../hooks/use-backend-set-form';
import { backendSetsNs } from '../i18n';
import { BackendListFields } from './backend-list-fields';
import { BackendSwitches } from './backend-switches';
import { WakeFields } from './wake-fields';

interface FormProps {
  network: Network;
  /** The set to edit; null adds one. */
  set: BackendSet | null;
  onClose: () => void;
  /** The created or updated set becomes the selected one (docs/web.md#list-rules). */
  onSaved: (set: BackendSet) => void;
}

/** The set editor: a name, `host:port` rows validated as typed, mode and switches. */
export function BackendSetFormModal({
  modal,
  ...props
}: Omit<FormProps, 'set' | 'onClose'> & { modal: FormModalControl<BackendSet> }) {
  const { t } = useTranslation(backendSetsNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(set) => (set ? t('form.editTitle', { name: set.name }) : t('form.addTitle'))}
    >
      {(set) => <BackendSetForm {...props} set={set} onClose={modal.close} />}
    </FormModal>
  );
}

function BackendSetForm({ network, set, onClose, onSaved }: FormProps) {
  const { t } = useTranslation(backendSetsNs);
  const { form, save, submit } = useBackendSetForm(network.id, set, (saved) => {
    onSaved(saved);
    onClose();
  });
  const modes = (['0', '1', '2', '3', '4'] as const).map((value) => ({
    value,
    label: t(`modes.${value}`),
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
        <BackendListFields form={form} />
        <Select
          label={t('mode')}
          data={modes}
          allowDeselect={false}
          value={String(form.values.load_balancing_mode)}
          onChange={(value) => form.setFieldValue('load_balancing_mode', Number(value ?? 0))}
        />
        <BackendSwitches form={form} network={network} />
        <WakeFields
          form={form}
          keySet={set?.wake.pterodactyl_key_set ?? false}
          storedPanel={set?.wake.pterodactyl_url ?? ''}
          mayRedirect={network.perms.update_webhooks}
        />
        {save.error && <Alert color="danger">{errorText(save.error)}</Alert>}
        <FormModalFooter onCancel={onClose} pending={save.isPending} editing={set !== null} />
      </Stack>
    </form>
  );
}
