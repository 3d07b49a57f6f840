import { PasswordInput, Text } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { password, type User } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settingsNs } from '../i18n';

/**
 * What turning 2FA on or off asks besides the code: the current password, or for an account
 * without one a recent sign-in (docs/security.md#two-factor-authentication).
 */
export function OwnerProof({
  user,
  inputProps,
}: {
  user: User;
  inputProps: ReturnType<ReturnType<typeof useForm>['getInputProps']>;
}) {
  const { t } = useTranslation(settingsNs);
  if (user.has_empty_pass) {
    return (
      <Text size="sm" c="dimmed">
        {t('twoFactor.freshSignIn')}
      </Text>
    );
  }
  return (
    <PasswordInput
      label={t('twoFactor.password')}
      autoComplete="current-password"
      required
      {...inputProps}
    />
  );
}

/** The password field: required when the account has a password, unused when it has none. */
export const proofSchema = (user: User) => (user.has_empty_pass ? z.string() : password);

/** The password field's value as the API takes it: absent for an account without one. */
export const ownerPassword = (user: User, value: string) =>
  user.has_empty_pass ? {} : { password: value };
