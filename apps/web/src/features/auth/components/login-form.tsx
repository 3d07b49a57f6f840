import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '@/config/route-table';
import { ApiError } from '@/lib/api-client';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useLogin } from '../api/login';
import { useCaptchaAnswers } from '../hooks/use-captcha-answers';
import { authNs } from '../i18n';
import { afterLogin } from '../return-path';
import { Captcha } from './captcha';
import { LoginError } from './login-error';
import { isCodeRequest } from './oauth-code-form';
import { SecondFactorField } from './second-factor-field';

/**
 * E-mail and password, then the 2FA code once the API asks for it; signed in, the user goes
 * where `to` says. `problem` is a provider's failed sign-in, shown above the fields.
 */
export function LoginForm({ to, problem }: { to: string | null; problem: string | null }) {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  const login = useLogin();
  const captcha = useCaptchaAnswers();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', twofa: '' },
  });

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.login.body),
    (values) => {
      login.mutate(
        { ...values, ...captcha.answers },
        {
          onSuccess: () => void navigate(afterLogin(to), { replace: true }),
          onError: (error) => {
            captcha.next();
            if (error instanceof ApiError && error.code === 'TWOFA_REQUIRED') setNeedsCode(true);
            if (error instanceof ApiError && error.code === 'TWOFA_INVALID')
              form.setFieldError('twofa', errorText(error));
          },
        },
      );
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="danger" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {login.error && !isCodeRequest(login.error) && (
          <LoginError
            error={login.error}
            resendTo={() => ({ email: form.getValues().email, ...captcha.answers })}
            onCaptchaUsed={captcha.next}
          />
        )}
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {needsCode && (
          <SecondFactorField inputMode="numeric" autoFocus {...form.getInputProps('twofa')} />
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to={pathTo('page-forgot-password')} size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Captcha round={captcha.round} onChange={captcha.onChange} />
        <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
