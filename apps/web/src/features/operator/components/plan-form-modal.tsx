import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors } from '@/lib/forms';
import { useUpdatePlan } from '../api/plans';
import { operatorNs } from '../i18n';
import { detailedError } from './detailed-error';
import { PlanFields } from './plan-fields';
import { initialValues, toBody, type Values, validatePlan } from './plan-values';

/** Edits a plan's name, prices (in cents) and limits, checked by the contract's schema. */
export function PlanFormModal({ modal }: { modal: FormModalControl<Plan> }) {
  const { t } = useTranslation(operatorNs);
  return (
    <FormModal
      modal={modal}
      size="lg"
      title={(plan) => (plan ? t('plans.editTitle', { name: plan.name }) : '')}
    >
      {(plan) => plan && <PlanForm plan={plan} onClose={modal.close} />}
    </FormModal>
  );
}

function PlanForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation(operatorNs);
  const update = useUpdatePlan();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(plan),
    validate: validatePlan,
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
        <PlanFields form={form} />
        <FormModalFooter onCancel={onClose} pending={update.isPending} editing />
      </Stack>
    </form>
  );
}
