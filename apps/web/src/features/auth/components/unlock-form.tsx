import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useLogin } from '../api/login';
import { useCaptchaAnswers } from '../hooks/use-captcha-answers';
import { authNs } from '../i18n';
import { Captcha } from './captcha';
import { SecondFactorField } from './second-factor-field';

/** The locked account's password (and 2FA code when the API asks for it); unlocked, home. */
export function UnlockForm({ email }: { email: string }) {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  const login = useLogin();
  const captcha = useCaptchaAnswers();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email, password: '', twofa: '' },
  });

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.login.body),
    (values) =>
      login.mutate(
        { ...values, ...captcha.answers },
        {
          onSuccess: () => void navigate('/', { replace: true }),
          onError: (error) => {
            captcha.next();
            if (error instanceof ApiError && error.code === 'TWOFA_REQUIRED') setNeedsCode(true);
          },
        },
      ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error &&
          !(login.error instanceof ApiError && login.error.code === 'TWOFA_REQUIRED') && (
            <Alert color="danger" variant="light" role="alert">
              {errorText(login.error)}
            </Alert>
          )}
        <input type="hidden" name="email" value={email} autoComplete="username" />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          autoFocus
          {...form.getInputProps('password')}
        />
        {needsCode && <SecondFactorField {...form.getInputProps('twofa')} />}
        <Captcha round={captcha.round} onChange={captcha.onChange} />
        <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
          {t('lock.submit')}
        </Button>
      </Stack>
    </form>
  );
}
