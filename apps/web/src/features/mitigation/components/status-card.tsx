import { Switch, Text, Textarea } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { mitigationNs } from '../i18n';
import { FaviconField } from './favicon-field';
import { MotdPreview } from './motd-preview';
import { SectionCard, useNetworkSection } from './network-section';

const fields = [
  'forward_true_slp',
  'offline_motd_enabled',
  'offline_motd',
  'offline_kick_message',
  'offline_favicon',
] as const;

export function StatusCard({ network }: { network: Network }) {
  const { t } = useTranslation(mitigationNs);
  const { form, submit, update, editable } = useNetworkSection(network, fields);
  return (
    <SectionCard
      title={t('status.title')}
      onSubmit={submit}
      saving={update.isPending}
      dirty={form.isDirty()}
      error={update.error}
      editable={editable}
    >
      <Switch
        label={t('status.forward')}
        {...form.getInputProps('forward_true_slp', { type: 'checkbox' })}
      />
      <Switch
        label={t('status.offlineEnabled')}
        {...form.getInputProps('offline_motd_enabled', { type: 'checkbox' })}
      />
      <Textarea
        label={t('status.motd')}
        description={t('status.motdHint')}
        autosize
        minRows={2}
        maxRows={2}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('offline_motd')}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('status.preview')}
        </Text>
        <MotdPreview
          motd={form.values.offline_motd}
          favicon={form.values.offline_favicon}
          label={t('status.preview')}
        />
      </div>
      <FaviconField
        value={form.values.offline_favicon}
        onChange={(url) => form.setFieldValue('offline_favicon', url)}
        error={form.errors.offline_favicon}
      />
      <Textarea
        label={t('status.kick')}
        autosize
        minRows={2}
        {...form.getInputProps('offline_kick_message')}
      />
    </SectionCard>
  );
}
