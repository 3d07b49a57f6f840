import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { Captcha } from '../components/captcha';
import { useCaptchaAnswers } from '../hooks/use-captcha-answers';
import { authNs } from '../i18n';

export function Component() {
  const { t } = useTranslation(authNs);
  const forgot = useForgotPassword();
  const captcha = useCaptchaAnswers();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
  });
  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.forgotPassword.body),
    (values) => forgot.mutate({ ...values, ...captcha.answers }, { onError: captcha.next }),
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
            <Captcha round={captcha.round} onChange={captcha.onChange} />
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
