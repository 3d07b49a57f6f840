import { Center, Loader, NumberInput, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, verificationServerRoutes } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { contractValidator } from '@/lib/forms';
import {
  useSaveVerificationServer,
  useVerificationServer,
  type VerificationBody,
} from '../api/verification-server';
import { mitigationNs } from '../i18n';
import { SectionCard } from './network-section';

type Values = Required<VerificationBody> & { enabled: boolean };

const defaults: Values = {
  enabled: false,
  mode: 'always',
  ping_check: true,
  reconnect_check: false,
  world_check: true,
  whitelist_seconds: 3600,
  kick_message: 'Please reconnect to verify you are not a bot.',
};

const schema = verificationServerRoutes.createVerificationServer.body;

/** The network's anti-bot check: on (POST or PATCH) with its settings, or off (DELETE). */
export function VerificationCard({ network }: { network: Network }) {
  const { t } = useTranslation(mitigationNs);
  const server = useVerificationServer(network.id);
  const save = useSaveVerificationServer(network.id);
  const editable = useNetworkPermission('update_network');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: defaults,
    validate: (values) => (values.enabled ? contractValidator(schema)(values) : {}),
  });

  // Start again from what the API holds (the form's `setValues` and `resetDirty` stay the same).
  const { setValues, resetDirty } = form;
  const held = server.data;
  useEffect(() => {
    if (held === undefined) return;
    setValues(held ? { ...held, enabled: true } : defaults);
    resetDirty();
  }, [held, setValues, resetDirty]);

  if (server.isPending) {
    return (
      <Center mih={120}>
        <Loader size="sm" />
      </Center>
    );
  }

  const submit = form.onSubmit(({ enabled, ...settings }) =>
    save.mutate(
      { exists: Boolean(server.data), settings: enabled ? settings : null },
      {
        onSuccess: () =>
          notifications.show({ color: 'success', message: t('networks:savedNotice') }),
      },
    ),
  );
  const modes = (['always', 'under_attack'] as const).map((value) => ({
    value,
    label: t(`verification.modes.${value}`),
  }));

  return (
    <SectionCard
      title={t('verification.title')}
      intro={t('verification.intro')}
      onSubmit={submit}
      saving={save.isPending}
      dirty={form.isDirty()}
      error={save.error ?? server.error}
      editable={editable}
    >
      <Switch
        label={t('verification.enabled')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      {form.values.enabled && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('verification.mode')}
              data={modes}
              allowDeselect={false}
              {...form.getInputProps('mode')}
            />
            <NumberInput
              label={t('verification.whitelist')}
              min={0}
              max={604_800}
              allowDecimal={false}
              {...form.getInputProps('whitelist_seconds')}
            />
          </SimpleGrid>
          <Switch
            label={t('verification.ping')}
            {...form.getInputProps('ping_check', { type: 'checkbox' })}
          />
          <Switch
            label={t('verification.reconnect')}
            {...form.getInputProps('reconnect_check', { type: 'checkbox' })}
          />
          <Switch
            label={t('verification.world')}
            {...form.getInputProps('world_check', { type: 'checkbox' })}
          />
          <Textarea
            label={t('verification.message')}
            autosize
            minRows={2}
            {...form.getInputProps('kick_message')}
          />
        </>
      )}
    </SectionCard>
  );
}
