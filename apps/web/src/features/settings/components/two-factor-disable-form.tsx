import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { secondFactor, type User } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useDisableTwoFactor } from '../api/two-factor';
import { settingsNs } from '../i18n';
import { OwnerProof, ownerPassword, proofSchema } from './owner-proof';

/** Turns two-factor off with a current code or a recovery code. */
export function TwoFactorDisableForm({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  const disable = useDisableTwoFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '' },
    validate: contractValidator(z.object({ code: secondFactor, password: proofSchema(user) })),
  });
  const submit = form.onSubmit(({ code, password }) =>
    disable.mutate(
      { code, ...ownerPassword(user, password) },
      {
        onSuccess: () => notifications.show({ color: 'success', message: t('twoFactor.disabled') }),
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {disable.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(disable.error)}
          </Alert>
        )}
        <TextInput
          label={t('twoFactor.disableCode')}
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <OwnerProof user={user} inputProps={form.getInputProps('password')} />
        <Group>
          <Button type="submit" color="danger" variant="light" loading={disable.isPending}>
            {t('twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
