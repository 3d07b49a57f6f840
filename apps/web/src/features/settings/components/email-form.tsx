import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type User, userRoutes } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useChangeEmail } from '../api/change-email';
import { settingsNs } from '../i18n';

export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  const change = useChangeEmail();
  const needsPassword = !user.has_empty_pass;
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', emailconfirm: '', password: '' },
    validate: contractValidator(userRoutes.changeEmail.body),
  });
  const submit = form.onSubmit((values) =>
    change.mutate(
      {
        email: values.email,
        emailconfirm: values.emailconfirm,
        ...(needsPassword ? { password: values.password } : {}),
      },
      { onError: (error) => applyFieldErrors(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <Text size="sm" c="dimmed">
          {t('email.current', { email: user.email })}
        </Text>
        {change.isSuccess && (
          <Alert color="success" variant="light" role="status">
            {t('email.sent', { email: form.getValues().email })}
          </Alert>
        )}
        {change.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(change.error)}
          </Alert>
        )}
        <TextInput
          label={t('email.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('email.emailconfirm')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('emailconfirm')}
        />
        {needsPassword && (
          <PasswordInput
            label={t('email.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
        )}
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('email.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
