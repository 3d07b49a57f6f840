import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { applyFieldErrors, errorText, onSubmitValidated } from '@/lib/forms';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { authNs } from '../i18n';

export function Component() {
  const { t } = useTranslation(authNs);
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { token, password: '', passwordconfirm: '' },
  });
  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.resetPassword.body),
    (values) => reset.mutate(values, { onError: (error) => applyFieldErrors(form, error) }),
  );
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {reset.isSuccess ? (
        <Stack>
          <Alert color="success" variant="light" role="status">
            {t('reset.done')}
          </Alert>
          <Button component={Link} to={pathTo('page-login')}>
            {t('reset.toLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {(reset.error || form.errors.token) && (
              <Alert color="danger" variant="light" role="alert">
                {reset.error ? errorText(reset.error) : form.errors.token}
              </Alert>
            )}
            <PasswordInput
              label={t('password')}
              autoComplete="new-password"
              required
              autoFocus
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('passwordConfirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('passwordconfirm')}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
