import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { endpoints } from '@palisade/contract/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { pathTo } from '@/config/route-table';
import { ApiError, call } from '@/lib/api-client';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { sessionStore, useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { Captcha, type CaptchaValues } from '../components/captcha';
import { authNs } from '../i18n';

/**
 * Locking ends the session (the refresh token is revoked) but remembers who was signed in, so
 * unlocking only asks for the password.
 */
function lock(): void {
  const { refreshToken, user } = sessionStore.get();
  if (refreshToken) {
    void call(endpoints.logout, { body: { refresh_token: refreshToken } }).catch((error: Error) =>
      console.warn('Palisade: lock was not confirmed by the server:', error.message),
    );
  }
  sessionStore.set({ accessToken: null, refreshToken: null, user });
}

export function Component() {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  const { user } = useSession();
  const login = useLogin();
  const [captcha, setCaptcha] = useState<CaptchaValues>({
    captcha: '',
    cfcaptcha: '',
    ready: false,
  });
  const [round, setRound] = useState(0);
  const [needsCode, setNeedsCode] = useState(false);
  const onCaptcha = useCallback((values: CaptchaValues) => setCaptcha(values), []);
  useEffect(lock, []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: user?.email ?? '', password: '', twofa: '' },
  });
  if (!user) return <Navigate to={pathTo('page-login')} replace />;

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.login.body),
    (values) =>
      login.mutate(
        { ...values, captcha: captcha.captcha, cfcaptcha: captcha.cfcaptcha },
        {
          onSuccess: () => void navigate('/', { replace: true }),
          onError: (error) => {
            setRound((r) => r + 1);
            if (error instanceof ApiError && error.code === 'TWOFA_REQUIRED') setNeedsCode(true);
          },
        },
      ),
  );
  const initials = `${user.firstname[0] ?? ''}${user.lastname[0] ?? ''}`.toUpperCase();
  return (
    <AuthCard title={t('lock.title')} subtitle={t('lock.subtitle', { email: user.email })}>
      <Group>
        <Avatar color="primary" radius="xl" size="lg">
          {initials}
        </Avatar>
        <Text fw={600}>
          {user.firstname} {user.lastname}
        </Text>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.error &&
            !(login.error instanceof ApiError && login.error.code === 'TWOFA_REQUIRED') && (
              <Alert color="danger" variant="light" role="alert">
                {errorText(login.error)}
              </Alert>
            )}
          <input type="hidden" name="email" value={user.email} autoComplete="username" />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            required
            autoFocus
            {...form.getInputProps('password')}
          />
          {needsCode && (
            <TextInput
              label={t('login.twofa')}
              description={t('login.twofaHint')}
              autoComplete="one-time-code"
              required
              {...form.getInputProps('twofa')}
            />
          )}
          <Captcha round={round} onChange={onCaptcha} />
          <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
            {t('lock.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor
          component={Link}
          to={pathTo('page-login')}
          onClick={() => sessionStore.set({ accessToken: null, refreshToken: null, user: null })}
        >
          {t('lock.other')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
