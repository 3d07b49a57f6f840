import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { firewallRouteTable } from '@palisade/contract';
import { useMemo } from 'react';
import {
  expiryIn,
  type FirewallBody,
  type FirewallKind,
  type FirewallRule,
  firewallKinds,
} from '@/api/firewall-kinds';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { applyFieldErrors, contractValidator } from '@/lib/forms';

/** The rule's field as the API names it: `cidr`, `asn` or `country_id`. */
const fieldOf = { ip: 'cidr', asn: 'asn', country: 'country_id' } as const;

/** How long a rule applies: kept as it is (editing one that expires), forever, or hours. */
export const durations = ['keep', 'never', '1', '24', '168', '720'] as const;
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

/**
 * A firewall rule's form, checked by the contract's body schema, its submit, and `tried`: the
 * value a dry run is asked about once typing pauses (null while the API would refuse it).
 */
export function useFirewallRuleForm(
  networkId: number,
  kind: FirewallKind,
  rule: FirewallRule<FirewallKind> | null,
  onSaved: () => void,
) {
  const save = useSaveFirewallRule(networkId, kind);
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
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  return { form, save, submit, tried, settled };
}
