import { Alert, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { firewallRouteTable } from '@palisade/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import {
  expiryIn,
  type FirewallBody,
  type FirewallKind,
  type FirewallRule,
  firewallKinds,
} from '@/api/firewall-kinds';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { formatCountry, formatDateTime } from '@/lib/format';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { mitigationNs } from '../i18n';

/** The rule's field as the API names it: `cidr`, `asn` or `country_id`. */
const fieldOf = { ip: 'cidr', asn: 'asn', country: 'country_id' } as const;

/** How long a rule applies: kept as it is (editing one that expires), forever, or hours. */
const durations = ['keep', 'never', '1', '24', '168', '720'] as const;
type Duration = (typeof durations)[number];

type Values = {
  value: string;
  whitelist: 'allow' | 'block';
  duration: Duration;
};

/** The body's `expires_at` for a duration: left out to keep it, null for never, or a time. */
function expiresAt(duration: Duration) {
  if (duration === 'keep') return {};
  if (duration === 'never') return { expires_at: null };
  return { expires_at: expiryIn(Number(duration)) };
}

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
      title={(open) =>
        open.mode === 'edit' ? t('firewall.form.editTitle') : t('firewall.form.addTitle')
      }
    >
      {(open) => (
        <FirewallRuleForm
          {...props}
          rule={open.mode === 'edit' ? open.row : null}
          onClose={modal.close}
        />
      )}
    </FormModal>
  );
}

function FirewallRuleForm({ networkId, kind, rule, onClose }: FormProps) {
  const { t, i18n } = useTranslation(mitigationNs);
  const { timeFormat } = usePreferences();
  const save = useSaveFirewallRule(networkId, kind);
  const countries = useCountries();
  const field = fieldOf[kind];
  const schema = firewallRouteTable[firewallKinds[kind].save.name].body;
  const check = useMemo(() => contractValidator(schema), [schema]);
  /** The rule's value alone: what a dry run is asked about. */
  const matching = (values: Values): FirewallBody<FirewallKind> => {
    const value = values.value.trim();
    if (kind === 'ip') return { cidr: value };
    return kind === 'asn' ? { asn: value } : { country_id: value };
  };
  const toBody = (values: Values) => ({
    ...(rule ? { id: rule.id } : {}),
    ...matching(values),
    whitelist: values.whitelist === 'allow',
    ...expiresAt(values.duration),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      value: rule ? String((rule as Record<string, unknown>)[field]) : '',
      whitelist: rule?.whitelist ? 'allow' : 'block',
      duration: rule?.expires_at ? 'keep' : 'never',
    },
    // The contract's own body schema checks the value; its errors name the API's field.
    validate: (values) => {
      const errors: Record<string, unknown> = check(toBody(values));
      return errors[field] ? { value: errors[field] as string } : {};
    },
  });
  // What the rule would have done is asked once typing pauses, for a value the API would take.
  const [settled] = useDebouncedValue(form.values, 400);
  const settledErrors: Record<string, unknown> = check(matching(settled));
  const tried = settledErrors[field] ? null : matching(settled);

  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values) as never, {
      onSuccess: onClose,
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  const label = t(`firewall.form.${kind}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {kind === 'country' ? (
          <Select
            label={label}
            required
            searchable
            data-autofocus
            nothingFoundMessage={t('networks:noMatch')}
            data={(countries.data ?? [])
              .map((c) => ({
                value: String(c.id),
                label: `${formatCountry(c.code, c.name, i18n.language)} (${c.code})`,
              }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
            {...form.getInputProps('value')}
          />
        ) : (
          <TextInput
            label={label}
            description={kind === 'ip' ? t('firewall.form.ipHint') : t('firewall.form.asnHint')}
            required
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('value')}
          />
        )}
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
