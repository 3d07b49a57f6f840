import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { usePasswordSignIn } from '../hooks/use-password-sign-in';
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
  const { form, submit, login, captcha, needsCode } = usePasswordSignIn('', () => afterLogin(to));

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
