import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import { usePasswordSignIn } from '../hooks/use-password-sign-in';
import { authNs } from '../i18n';
import { Captcha } from './captcha';
import { isCodeRequest } from './oauth-code-form';
import { SecondFactorField } from './second-factor-field';

/** The locked account's password (and 2FA code when the API asks for it); unlocked, home. */
export function UnlockForm({ email }: { email: string }) {
  const { t } = useTranslation(authNs);
  const { form, submit, login, captcha, needsCode } = usePasswordSignIn(email, () => '/');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && !isCodeRequest(login.error) && (
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
