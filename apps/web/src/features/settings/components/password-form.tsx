import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type User, userRoutes } from '@palisade/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { apiKeyKeys } from '../api/api-key';
import { useChangePassword } from '../api/change-password';
import { settingsNs } from '../i18n';

/** Change the password, or set one on an OAuth account (no old password then). */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const setting = user.has_empty_pass;
  const form = useForm({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '', new_password_confirm: '' },
    validate: contractValidator(userRoutes.changePassword.body),
  });
  const submit = form.onSubmit((values) =>
    change.mutate(
      {
        new_password: values.new_password,
        new_password_confirm: values.new_password_confirm,
        ...(setting ? {} : { old_password: values.old_password }),
      },
      {
        // The API keeps this session, ends the others and revokes the API key.
        onSuccess: () => {
          form.reset();
          void queryClient.invalidateQueries({ queryKey: apiKeyKeys.current() });
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {setting && <Text size="sm">{t('password.setHint')}</Text>}
        {change.isSuccess && (
          <Alert color="success" variant="light" role="status">
            {t('password.done')}
          </Alert>
        )}
        {change.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(change.error)}
          </Alert>
        )}
        {!setting && (
          <PasswordInput
            label={t('password.old')}
            autoComplete="current-password"
            required
            {...form.getInputProps('old_password')}
          />
        )}
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('new_password_confirm')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t(setting ? 'password.setTitle' : 'password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
