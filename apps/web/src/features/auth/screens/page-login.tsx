import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { ApiError } from '@/lib/api-client';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useLogin } from '../api/login';
import { type OauthLoginInput, useLoginOauth } from '../api/login-oauth';
import { useResendActivation } from '../api/resend-activation';
import { AuthCard } from '../components/auth-card';
import { Captcha, type CaptchaValues } from '../components/captcha';
import { OauthButtons } from '../components/oauth-buttons';
import { isCodeRequest, OauthCodeForm } from '../components/oauth-code-form';
import { authNs } from '../i18n';
import { takeOidcReturn } from '../oidc';
import { afterLogin, keepReturn } from '../return-path';

const initialCaptcha: CaptchaValues = { captcha: '', cfcaptcha: '', ready: false };

export function Component() {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendActivation();
  const [captcha, setCaptcha] = useState(initialCaptcha);
  const [round, setRound] = useState(0);
  const [needsCode, setNeedsCode] = useState(false);
  const onCaptcha = useCallback((values: CaptchaValues) => setCaptcha(values), []);
  const oauth = useLoginOauth();
  const [oauthProblem, setOauthProblem] = useState<string | null>(null);
  // The provider's answer, kept while the API asks for the account's 2FA code.
  const [oauthPending, setOauthPending] = useState<
    (OauthLoginInput & { to: string | null }) | null
  >(null);
  const signInOauth = (input: OauthLoginInput, to: string | null) =>
    oauth.mutate(input, {
      onSuccess: () => void navigate(afterLogin(to), { replace: true }),
      onError: (error) => {
        if (isCodeRequest(error)) setOauthPending({ ...input, to });
      },
    });

  // Back from a sign-in provider: the ID token is in the fragment (read once, then dropped).
  const onArrival = useEffectEvent(() => {
    const back = takeOidcReturn(window.location.hash);
    if (back.kind === 'none') return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (back.kind === 'error') {
      setOauthProblem(back.message);
      return;
    }
    signInOauth({ email: back.email, token: back.token, sub: back.sub, type: back.type }, back.to);
  });
  useEffect(() => onArrival(), []);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', twofa: '' },
  });

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.login.body),
    (values) => {
      login.mutate(
        { ...values, captcha: captcha.captcha, cfcaptcha: captcha.cfcaptcha },
        {
          onSuccess: () => void navigate(afterLogin(params.get('to')), { replace: true }),
          onError: (error) => {
            // Every challenge is single use: the next attempt needs a new one.
            setRound((r) => r + 1);
            if (error instanceof ApiError && error.code === 'TWOFA_REQUIRED') setNeedsCode(true);
            if (error instanceof ApiError && error.code === 'TWOFA_INVALID')
              form.setFieldError('twofa', errorText(error));
          },
        },
      );
    },
  );

  const error = login.error;
  const notActivated = error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVATED';
  const showError =
    error &&
    !(error instanceof ApiError && ['TWOFA_REQUIRED', 'TWOFA_INVALID'].includes(error.code));

  if (oauthPending) {
    const { to, ...input } = oauthPending;
    return (
      <AuthCard title={t('login.twofaTitle')} subtitle={t('login.subtitle')}>
        <OauthCodeForm
          error={oauth.error}
          pending={oauth.isPending}
          onCode={(twofa) => signInOauth({ ...input, twofa }, to)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {(oauthProblem || oauth.error) && (
            <Alert color="danger" variant="light" role="alert">
              {oauthProblem ?? errorText(oauth.error)}
            </Alert>
          )}
          {showError && (
            <Alert color="danger" variant="light" role="alert">
              {errorText(error)}
              {notActivated && (
                <Stack gap={4} mt="xs" align="flex-start">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() =>
                      resend.mutate(
                        {
                          email: form.getValues().email,
                          captcha: captcha.captcha,
                          cfcaptcha: captcha.cfcaptcha,
                        },
                        { onSettled: () => setRound((r) => r + 1) },
                      )
                    }
                  >
                    {t('login.resend')}
                  </Anchor>
                  {resend.isSuccess && <Text size="sm">{t('login.resent')}</Text>}
                </Stack>
              )}
            </Alert>
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
            <TextInput
              label={t('login.twofa')}
              description={t('login.twofaHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              autoFocus
              {...form.getInputProps('twofa')}
            />
          )}
          <Group justify="flex-end">
            <Anchor component={Link} to={pathTo('page-forgot-password')} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Captcha round={round} onChange={onCaptcha} />
          <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <OauthButtons to={params.get('to')} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={keepReturn(pathTo('page-register'), params.get('to'))}>
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
