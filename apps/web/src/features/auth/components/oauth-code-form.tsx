import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/forms';
import { authNs } from '../i18n';
import { SecondFactorField } from './second-factor-field';

/**
 * The second factor after a provider's sign-in: the account has 2FA, so the API asked for a
 * code (TWOFA_REQUIRED) before it hands out a session, as it does for a password.
 */
export function OauthCodeForm(props: {
  error: unknown;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation(authNs);
  const [code, setCode] = useState('');
  const wrong = props.error instanceof ApiError && props.error.code === 'TWOFA_INVALID';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onCode(code.trim());
      }}
    >
      <Stack gap="md">
        {props.error !== null && !wrong && !isCodeRequest(props.error) && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(props.error)}
          </Alert>
        )}
        <SecondFactorField
          inputMode="numeric"
          autoFocus
          value={code}
          error={wrong ? errorText(props.error) : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={props.pending} disabled={code.trim() === ''}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The API's answers that mean "enter (another) code", not a failure to show. */
export const isCodeRequest = (error: unknown) =>
  error instanceof ApiError && ['TWOFA_REQUIRED', 'TWOFA_INVALID'].includes(error.code);
