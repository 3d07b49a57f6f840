import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorText, onSubmitValidated } from '@/lib/forms';
import { useRegister } from '../api/register';
import { useCaptchaAnswers } from '../hooks/use-captcha-answers';
import { authNs } from '../i18n';
import { Captcha } from './captcha';

/** A new account's fields; `onRegistered` gets the address the activation mail went to. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation(authNs);
  const register = useRegister();
  const captcha = useCaptchaAnswers();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      password: '',
      passwordconfirm: '',
    },
  });

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.register.body),
    (values) =>
      register.mutate(
        { ...values, ...captcha.answers },
        {
          onSuccess: (reply) => onRegistered(reply.email),
          onError: (error) => {
            captcha.next();
            applyFieldErrors(form, error);
          },
        },
      ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {register.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(register.error)}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('firstname')}
            autoComplete="given-name"
            required
            autoFocus
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label={t('lastname')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
          />
        </Group>
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('passwordConfirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordconfirm')}
        />
        <Captcha round={captcha.round} onChange={captcha.onChange} />
        <Button type="submit" fullWidth loading={register.isPending} disabled={!captcha.ready}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
