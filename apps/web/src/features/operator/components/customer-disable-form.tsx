import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { operatorNs } from '../i18n';

/** Disables an account, with the reason its owner is shown. */
export function CustomerDisableForm({
  busy,
  onDisable,
}: {
  busy: boolean;
  onDisable: (reason: string) => void;
}) {
  const { t } = useTranslation(operatorNs);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim().length >= 1 && v.length <= 200 ? null : ' ') },
  });
  return (
    <form onSubmit={form.onSubmit((v) => onDisable(v.reason.trim()))} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('customers.reason')}
          maxLength={200}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" color="danger" variant="light" loading={busy}>
          {t('customers.disable')}
        </Button>
      </Group>
    </form>
  );
}
