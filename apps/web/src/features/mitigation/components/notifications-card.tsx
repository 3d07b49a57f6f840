import {
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { mitigationNs } from '../i18n';
import { SectionCard, useNetworkSection } from './network-section';
import { notificationsBody } from './section-body';
import { TestWebhookButton } from './test-webhook-button';

const fields = ['webhook_url', 'webhook_type', 'webhook_secret', 'attack_emails'] as const;

export function NotificationsCard({ network }: { network: Network }) {
  const { t } = useTranslation(mitigationNs);
  const { form, submit, update, editable } = useNetworkSection(network, fields, notificationsBody);
  // Where alerts go and what signs them need `update_webhooks`; without it the URL comes masked.
  const mayRedirect = useNetworkPermission('update_webhooks');
  return (
    <SectionCard
      title={t('notify.title')}
      onSubmit={submit}
      saving={update.isPending}
      dirty={form.isDirty()}
      error={update.error}
      editable={editable}
      extraActions={<TestWebhookButton network={network} dirty={form.isDirty()} />}
    >
      <TextInput
        label={t('notify.url')}
        description={t('notify.urlHint')}
        placeholder="https://discord.com/api/webhooks/…"
        type="url"
        disabled={!mayRedirect}
        {...form.getInputProps('webhook_url')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Text size="sm" fw={500} mb={4} id="webhook-type-label">
            {t('notify.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="webhook-type-label"
            disabled={!editable}
            data={[
              { value: 'discord', label: t('notify.types.discord') },
              { value: 'json', label: t('notify.types.json') },
            ]}
            {...form.getInputProps('webhook_type')}
          />
        </div>
        <PasswordInput
          label={t('notify.secret')}
          // Why a sub-user sees the field empty goes in the description, which wraps: text that
          // long inside a half-width field is cut off.
          description={
            network.role === 'owner'
              ? t('notify.secretHint')
              : `${t('notify.secretHint')} ${t('notify.secretHidden')}`
          }
          disabled={!mayRedirect}
          {...form.getInputProps('webhook_secret')}
        />
      </SimpleGrid>
      <Switch
        label={t('notify.emails')}
        {...form.getInputProps('attack_emails', { type: 'checkbox' })}
      />
    </SectionCard>
  );
}
