import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FirewallKind, FirewallRule } from '@/api/firewall-kinds';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { durations, useFirewallRuleForm } from '../hooks/use-firewall-rule-form';
import { mitigationNs } from '../i18n';
import { FirewallValueField } from './firewall-value-field';

interface FormProps {
  networkId: number;
  kind: FirewallKind;
  /** The rule to edit; null adds one. */
  rule: FirewallRule<FirewallKind> | null;
  onClose: () => void;
}

/** Add a rule to one of the firewall's lists, or change one. */
export function FirewallRuleModal({
  modal,
  ...props
}: Omit<FormProps, 'rule' | 'onClose'> & { modal: FormModalControl<FirewallRule<FirewallKind>> }) {
  const { t } = useTranslation(mitigationNs);
  return (
    <FormModal
      modal={modal}
      title={(rule) => t(rule ? 'firewall.form.editTitle' : 'firewall.form.addTitle')}
    >
      {(rule) => <FirewallRuleForm {...props} rule={rule} onClose={modal.close} />}
    </FormModal>
  );
}

function FirewallRuleForm({ networkId, kind, rule, onClose }: FormProps) {
  const { t, i18n } = useTranslation(mitigationNs);
  const { timeFormat } = usePreferences();
  const { form, save, submit, tried, settled } = useFirewallRuleForm(
    networkId,
    kind,
    rule,
    onClose,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FirewallValueField kind={kind} inputProps={form.getInputProps('value')} />
        <div>
          <Text size="sm" fw={500} mb={4} id="firewall-action-label">
            {t('firewall.form.action')}
          </Text>
          <SegmentedControl
            aria-labelledby="firewall-action-label"
            data={[
              { value: 'block', label: t('firewall.block') },
              { value: 'allow', label: t('firewall.allow') },
            ]}
            {...form.getInputProps('whitelist')}
          />
        </div>
        <Select
          label={t('firewall.form.duration')}
          allowDeselect={false}
          data={durations.flatMap((duration): { value: string; label: string }[] =>
            duration === 'keep'
              ? rule?.expires_at
                ? [
                    {
                      value: duration,
                      label: t('firewall.form.keep', {
                        date: formatDateTime(rule.expires_at, timeFormat, i18n.language),
                      }),
                    },
                  ]
                : []
              : [{ value: duration, label: t(`firewall.form.durations.${duration}`) }],
          )}
          {...form.getInputProps('duration')}
        />
        <FirewallDryRun
          networkId={networkId}
          kind={kind}
          body={tried}
          whitelist={settled.whitelist === 'allow'}
        />
        {save.error && <Alert color="danger">{errorText(save.error)}</Alert>}
        <FormModalFooter onCancel={onClose} pending={save.isPending} editing={rule !== null} />
      </Stack>
    </form>
  );
}
