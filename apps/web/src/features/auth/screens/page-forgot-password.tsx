import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { Captcha, type CaptchaValues } from '../components/captcha';
import { authNs } from '../i18n';

export function Component() {
  const { t } = useTranslation(authNs);
  const forgot = useForgotPassword();
  const [captcha, setCaptcha] = useState<CaptchaValues>({
    captcha: '',
    cfcaptcha: '',
    ready: false,
  });
  const [round, setRound] = useState(0);
  const onCaptcha = useCallback((values: CaptchaValues) => setCaptcha(values), []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
  });
  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.forgotPassword.body),
    (values) =>
      forgot.mutate(
        { ...values, captcha: captcha.captcha, cfcaptcha: captcha.cfcaptcha },
        { onError: () => setRound((r) => r + 1) },
      ),
  );
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Alert color="success" variant="light" role="status">
          {t('forgot.done', { email: form.getValues().email })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {forgot.error && (
              <Alert color="danger" variant="light" role="alert">
                {errorText(forgot.error)}
              </Alert>
            )}
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <Captcha round={round} onChange={onCaptcha} />
            <Button type="submit" fullWidth loading={forgot.isPending} disabled={!captcha.ready}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={pathTo('page-login')}>
          {t('forgot.back')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
