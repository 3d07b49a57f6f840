import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CustomerAction } from '../api/customers';
import { operatorNs } from '../i18n';

/** Credits or debits an account's balance, with a note for its ledger; cleared once applied. */
export function CustomerBalanceForm({
  busy,
  onApply,
}: {
  busy: boolean;
  onApply: (action: CustomerAction, done: () => void) => void;
}) {
  const { t } = useTranslation(operatorNs);
  const form = useForm<{ amount: number | string; note: string }>({
    mode: 'controlled',
    initialValues: { amount: '', note: '' },
    validate: {
      amount: (v) => (Number(v) !== 0 && Number.isFinite(Number(v)) ? null : ' '),
      note: (v) => (v.trim() && v.length <= 200 ? null : ' '),
    },
  });
  const submit = form.onSubmit((v) =>
    onApply(
      { kind: 'balance', amount_cents: Math.round(Number(v.amount) * 100), note: v.note.trim() },
      form.reset,
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('customers.adjust')}
        </Text>
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label={t('customers.amount')}
            description={t('customers.amountHint')}
            decimalScale={2}
            min={-100_000}
            max={100_000}
            {...form.getInputProps('amount')}
          />
          <TextInput label={t('customers.note')} maxLength={200} {...form.getInputProps('note')} />
        </Group>
        <Button type="submit" variant="light" w="fit-content" loading={busy}>
          {t('customers.apply')}
        </Button>
      </Stack>
    </form>
  );
}
