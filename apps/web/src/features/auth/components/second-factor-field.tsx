import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authNs } from '../i18n';

/** The sign-in forms' second factor: a code from the authenticator app or a recovery code. */
export function SecondFactorField(props: TextInputProps) {
  const { t } = useTranslation(authNs);
  return (
    <TextInput
      label={t('login.twofa')}
      description={t('login.twofaHint')}
      autoComplete="one-time-code"
      required
      {...props}
    />
  );
}
