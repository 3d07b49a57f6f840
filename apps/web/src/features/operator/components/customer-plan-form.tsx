import { Button, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAdminPlans } from '../api/plans';
import { operatorNs } from '../i18n';

/** Moves an account to another plan. */
export function CustomerPlanForm({
  current,
  busy,
  onChange,
}: {
  current: number;
  busy: boolean;
  onChange: (planId: number) => void;
}) {
  const { t } = useTranslation(operatorNs);
  const plans = useAdminPlans();
  const form = useForm({ mode: 'controlled', initialValues: { plan: String(current) } });
  return (
    <form onSubmit={form.onSubmit((v) => onChange(Number(v.plan)))} noValidate>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('customers.changePlan')}
          description={t('customers.changePlanHint')}
          data={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('plan')}
        />
        <Button
          type="submit"
          variant="light"
          loading={busy}
          disabled={form.getValues().plan === String(current)}
        >
          {t('customers.changePlan')}
        </Button>
      </Group>
    </form>
  );
}
