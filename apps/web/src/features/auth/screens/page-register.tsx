import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { applyFieldErrors, errorText, onSubmitValidated } from '@/lib/forms';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { Captcha, type CaptchaValues } from '../components/captcha';
import { authNs } from '../i18n';
import { keepReturn } from '../return-path';

export function Component() {
  const { t } = useTranslation(authNs);
  const register = useRegister();
  const [params] = useSearchParams();
  const toLogin = keepReturn(pathTo('page-login'), params.get('to'));
  const [captcha, setCaptcha] = useState<CaptchaValues>({
    captcha: '',
    cfcaptcha: '',
    ready: false,
  });
  const [round, setRound] = useState(0);
  const onCaptcha = useCallback((values: CaptchaValues) => setCaptcha(values), []);
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

  if (register.isSuccess) {
    return (
      <AuthCard title={t('register.doneTitle')}>
        <Text>{t('register.done', { email: register.data.email })}</Text>
        <Button component={Link} to={toLogin} variant="light">
          {t('register.login')}
        </Button>
      </AuthCard>
    );
  }

  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.register.body),
    (values) =>
      register.mutate(
        { ...values, captcha: captcha.captcha, cfcaptcha: captcha.cfcaptcha },
        {
          onError: (error) => {
            setRound((r) => r + 1);
            applyFieldErrors(form, error);
          },
        },
      ),
  );

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
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
          <Captcha round={round} onChange={onCaptcha} />
          <Button type="submit" fullWidth loading={register.isPending} disabled={!captcha.ready}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={toLogin}>
          {t('register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
