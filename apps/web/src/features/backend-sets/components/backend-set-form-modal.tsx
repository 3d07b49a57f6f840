import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BackendSet, backendSetCreate, type Network } from '@palisade/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useSaveBackendSet } from '../api/save-backend-set';
import { backendSetsNs } from '../i18n';
import { ServerSetup } from './server-setup';
import { blankWake, WakeFields, type WakeValues, wakeBody, wakeValuesOf } from './wake-fields';

type Values = {
  name: string;
  backends: string[];
  proxy_protocol: boolean;
  vulcan_ac_enabled: boolean;
  load_balancing_mode: number;
  wake: WakeValues;
};

const blank: Values = {
  name: '',
  backends: [''],
  proxy_protocol: false,
  vulcan_ac_enabled: false,
  load_balancing_mode: 0,
  wake: blankWake,
};

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
      title={(open) =>
        open.mode === 'edit' ? t('form.editTitle', { name: open.row.name }) : t('form.addTitle')
      }
    >
      {(open) => (
        <BackendSetForm
          {...props}
          set={open.mode === 'edit' ? open.row : null}
          onClose={modal.close}
        />
      )}
    </FormModal>
  );
}

function BackendSetForm({ network, set, onClose, onSaved }: FormProps) {
  const { t } = useTranslation(backendSetsNs);
  const save = useSaveBackendSet(network.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: set
      ? {
          name: set.name,
          backends: [...set.backends],
          proxy_protocol: set.proxy_protocol,
          vulcan_ac_enabled: set.vulcan_ac_enabled,
          load_balancing_mode: set.load_balancing_mode,
          wake: wakeValuesOf(set.wake),
        }
      : blank,
    validate: contractValidator(backendSetCreate),
    validateInputOnBlur: true,
    // The API's answer was about the values sent; once they change it no longer applies.
    onValuesChange: () => save.reset(),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        setId: set?.id,
        body: {
          ...values,
          backends: values.backends.map((b) => b.trim()),
          wake: wakeBody(values.wake),
        },
      },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );

  const modes = (['0', '1', '2', '3', '4'] as const).map((value) => ({
    value,
    label: t(`modes.${value}`),
  }));
  const listError = form.errors.backends;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('backends')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('form.backendHint')}
          </Text>
          {form.values.backends.map((_, index) => (
            <Group key={form.key(`backends.${index}`)} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('form.backend', { n: index + 1 })}
                placeholder="10.0.0.5:25565"
                ff="monospace"
                {...form.getInputProps(`backends.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="danger"
                size="lg"
                disabled={form.values.backends.length === 1}
                onClick={() => form.removeListItem('backends', index)}
                aria-label={t('form.removeBackend', { n: index + 1 })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {listError && (
            <Text size="xs" c="danger">
              {listError}
            </Text>
          )}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('backends', '')}
              disabled={form.values.backends.length >= 32}
            >
              {t('form.addBackend')}
            </Button>
          </Group>
        </Stack>
        <Select
          label={t('mode')}
          data={modes}
          allowDeselect={false}
          value={String(form.values.load_balancing_mode)}
          onChange={(value) => form.setFieldValue('load_balancing_mode', Number(value ?? 0))}
        />
        <Stack gap={6}>
          <Switch
            label={t('proxyProtocol')}
            {...form.getInputProps('proxy_protocol', { type: 'checkbox' })}
          />
          <ServerSetup
            steps={[
              t('setup.proxyPaper'),
              t('setup.proxyVelocity'),
              t('setup.proxyBungee'),
              t('setup.proxyGeyser'),
            ]}
          />
        </Stack>
        {form.values.proxy_protocol && (
          <Alert color="warning" variant="light">
            {t('form.proxyHint')}
          </Alert>
        )}
        <Stack gap={6}>
          <Switch
            label={t('vulcan')}
            description={t('vulcanHint')}
            {...form.getInputProps('vulcan_ac_enabled', { type: 'checkbox' })}
          />
          <ServerSetup
            intro={t('setup.signedIntro')}
            steps={[t('setup.signedPaper'), t('setup.signedVelocity'), t('setup.signedBungee')]}
          >
            {network.backend_secret ? (
              <div>
                <Text size="xs" fw={500}>
                  {t('setup.key')}
                </Text>
                <CopyField value={network.backend_secret} label={t('setup.key')} />
              </div>
            ) : (
              <Text size="xs" c="dimmed">
                {t('setup.keyOwner')}
              </Text>
            )}
          </ServerSetup>
        </Stack>
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
