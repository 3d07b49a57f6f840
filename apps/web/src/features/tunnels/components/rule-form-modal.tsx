import { Alert, Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tunnelRoutes } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import {
  type TunnelRule,
  useCreateTunnelRule,
  useTunnelFilters,
  useUpdateTunnelRule,
} from '../api/tunnel-rules';
import { tunnelsNs } from '../i18n';

interface Values {
  start_port: number | string;
  end_port: number | string;
  filter_id: string | null;
  is_active: boolean;
}

const toBody = (v: Values) => ({
  start_port: Number(v.start_port),
  end_port: Number(v.end_port),
  filter_id: Number(v.filter_id),
  is_active: v.is_active,
});
const validate = contractValidator(tunnelRoutes.createTunnelRule.body);

/** Add a port rule to a tunnel, or edit one. */
export function RuleFormModal({
  tunnelId,
  modal,
}: {
  tunnelId: number;
  modal: FormModalControl<TunnelRule>;
}) {
  const { t } = useTranslation(tunnelsNs);
  return (
    <FormModal modal={modal} title={(rule) => t(rule ? 'firewall.editTitle' : 'firewall.addTitle')}>
      {(rule) => <RuleForm tunnelId={tunnelId} rule={rule} onClose={modal.close} />}
    </FormModal>
  );
}

function RuleForm({
  tunnelId,
  rule,
  onClose,
}: {
  tunnelId: number;
  rule: TunnelRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(tunnelsNs);
  const filters = useTunnelFilters();
  const create = useCreateTunnelRule(tunnelId);
  const update = useUpdateTunnelRule(tunnelId);
  const save = rule ? update : create;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      start_port: rule?.start_port ?? '',
      end_port: rule?.end_port ?? '',
      filter_id: rule ? String(rule.filter_id) : null,
      is_active: rule?.is_active ?? true,
    },
    validate: (values) => validate(toBody(values)),
  });
  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (rule) update.mutate({ id: rule.id, body }, options);
    else create.mutate(body, options);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group grow align="flex-start">
          <NumberInput
            label={t('firewall.startPort')}
            min={1}
            max={65535}
            required
            data-autofocus
            {...form.getInputProps('start_port')}
          />
          <NumberInput
            label={t('firewall.endPort')}
            min={1}
            max={65535}
            required
            {...form.getInputProps('end_port')}
          />
        </Group>
        <Select
          label={t('firewall.filter')}
          required
          data={(filters.data ?? [])
            .filter((f) => f.is_active || f.id === rule?.filter_id)
            .map((f) => ({
              value: String(f.id),
              label: `${f.human_name} (${f.protocol.toUpperCase()})`,
            }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('filter_id')}
          onChange={(value) => {
            form.setFieldValue('filter_id', value);
            // Ports left empty take the ports this kind of traffic usually uses.
            const filter = filters.data?.find((f) => String(f.id) === value);
            const { start_port, end_port } = form.getValues();
            if (filter && start_port === '' && end_port === '') {
              form.setFieldValue('start_port', filter.start_port);
              form.setFieldValue('end_port', filter.end_port);
            }
          }}
        />
        <Switch
          label={t('firewall.active')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <FormModalFooter onCancel={onClose} pending={save.isPending} editing={rule !== null} />
      </Stack>
    </form>
  );
}
