import { Alert, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Plan, updatePlanBody } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator } from '@/lib/forms';
import { type CountedLimit, countedLimits } from '@/lib/plan-limits';
import { useUpdatePlan } from '../api/plans';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';

interface Values {
  name: string;
  price_cents: number | string;
  premium_network_price_cents: number | string;
  overage_cents_per_gb: number | string;
  limits: Record<CountedLimit, number | string>;
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

const toBody = (v: Values) => ({
  name: v.name,
  price_cents: Number(v.price_cents),
  premium_network_price_cents: Number(v.premium_network_price_cents),
  overage_cents_per_gb: Number(v.overage_cents_per_gb),
  limits: Object.fromEntries(countedLimits.map((n) => [n, Number(v.limits[n])])) as Record<
    CountedLimit,
    number
  >,
});

const validate = contractValidator(updatePlanBody);

/** Edits a plan's name, prices (in cents) and limits, checked by the contract's schema. */
export function PlanFormModal({ modal }: { modal: FormModalControl<Plan> }) {
  const { t } = useTranslation(operatorNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(open) => (open.mode === 'edit' ? t('plans.editTitle', { name: open.row.name }) : '')}
    >
      {(open) => open.mode === 'edit' && <PlanForm plan={open.row} onClose={modal.close} />}
    </FormModal>
  );
}

function PlanForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation(operatorNs);
  const update = useUpdatePlan();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: plan.name,
      price_cents: plan.price_cents,
      premium_network_price_cents: cents(plan.premium_network_price),
      overage_cents_per_gb: cents(plan.limits.overage_per_gb),
      limits: Object.fromEntries(countedLimits.map((n) => [n, plan.limits[n]])) as Record<
        CountedLimit,
        number
      >,
    },
    validate: (values) => validate(toBody(values)),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: plan.id, body: toBody(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('plans.saved') });
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {update.error && (
          <Alert color="danger" variant="light" role="alert">
            {detailedError(update.error)}
          </Alert>
        )}
        <TextInput
          label={t('plans.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={t('plans.price')} min={0} {...form.getInputProps('price_cents')} />
          <NumberInput
            label={t('plans.premium')}
            min={0}
            {...form.getInputProps('premium_network_price_cents')}
          />
          <NumberInput
            label={t('plans.overage')}
            min={0}
            {...form.getInputProps('overage_cents_per_gb')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {countedLimits.map((name) => (
            <NumberInput
              key={name}
              label={t(`planLimits.${name}`, { ns: 'common' })}
              min={0}
              allowDecimal={false}
              {...form.getInputProps(`limits.${name}`)}
            />
          ))}
        </SimpleGrid>
        <FormModalFooter onCancel={onClose} pending={update.isPending} editing />
      </Stack>
    </form>
  );
}
