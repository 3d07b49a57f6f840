import { PasswordInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type BackendSet, wakeDefaults } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { backendSetsNs } from '../i18n';

export type WakeValues = {
  enabled: boolean;
  webhook_url: string;
  motd: string;
  kick_message: string;
  pterodactyl_url: string;
  pterodactyl_key: string;
  pterodactyl_server: string;
};

export const blankWake: WakeValues = {
  enabled: false,
  webhook_url: '',
  motd: wakeDefaults.motd,
  kick_message: wakeDefaults.kick_message,
  pterodactyl_url: '',
  pterodactyl_key: '',
  pterodactyl_server: '',
};

/** The form's values of a set's wake; the panel key is never shown, only typed anew. */
export const wakeValuesOf = (wake: BackendSet['wake']): WakeValues => ({
  enabled: wake.enabled,
  webhook_url: wake.webhook_url,
  motd: wake.motd,
  kick_message: wake.kick_message,
  pterodactyl_url: wake.pterodactyl_url,
  pterodactyl_key: '',
  pterodactyl_server: wake.pterodactyl_server,
});

/**
 * What the form sends: an empty key field keeps the key the set has, and a panel without a URL
 * drops its key and server too.
 */
export function wakeBody(values: WakeValues) {
  const { pterodactyl_key, ...rest } = values;
  if (values.pterodactyl_url === '')
    return { ...rest, pterodactyl_key: '', pterodactyl_server: '' };
  return pterodactyl_key === '' ? rest : { ...rest, pterodactyl_key };
}

/** The "Wake on join" section of the set editor. */
export function WakeFields<V extends { wake: WakeValues }>({
  form,
  keySet,
  storedPanel,
  mayRedirect,
}: {
  form: UseFormReturnType<V>;
  /** Whether the set already has a panel key. */
  keySet: boolean;
  /** The panel URL the key was given for: another URL needs the key typed again. */
  storedPanel: string;
  /** `update_webhooks`: where the wake calls go and the key; without it those stay as they are. */
  mayRedirect: boolean;
}) {
  const { t } = useTranslation(backendSetsNs);
  const wake = form.getValues().wake;
  const keyKept = keySet && wake.pterodactyl_url === storedPanel;
  return (
    <Stack gap="xs">
      <Switch
        label={t('wake.title')}
        description={t('wake.hint')}
        {...form.getInputProps('wake.enabled', { type: 'checkbox' })}
      />
      {wake.enabled && (
        <Stack gap="xs" pl="xl">
          <TextInput
            label={t('wake.webhookUrl')}
            description={t('wake.webhookHint')}
            placeholder="https://hooks.example.com/wake"
            disabled={!mayRedirect}
            {...form.getInputProps('wake.webhook_url')}
          />
          <Textarea
            label={t('wake.motd')}
            autosize
            minRows={1}
            {...form.getInputProps('wake.motd')}
          />
          <Textarea
            label={t('wake.kickMessage')}
            autosize
            minRows={1}
            {...form.getInputProps('wake.kick_message')}
          />
          <Text size="sm" fw={500} mt="xs">
            {t('wake.pterodactyl')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('wake.pterodactylHint')}
          </Text>
          <TextInput
            label={t('wake.panelUrl')}
            placeholder="https://panel.example.com"
            disabled={!mayRedirect}
            {...form.getInputProps('wake.pterodactyl_url')}
          />
          <PasswordInput
            label={t('wake.clientKey')}
            placeholder={keyKept ? t('wake.keyKept') : 'ptlc_…'}
            autoComplete="off"
            disabled={!mayRedirect}
            {...form.getInputProps('wake.pterodactyl_key')}
          />
          <TextInput
            label={t('wake.serverId')}
            placeholder="1a7ce997"
            ff="monospace"
            {...form.getInputProps('wake.pterodactyl_server')}
          />
        </Stack>
      )}
    </Stack>
  );
}
