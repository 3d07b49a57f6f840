import { Badge, Group, Stack, Text } from '@mantine/core';
import type { User } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsNs } from '../i18n';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnableForm } from './two-factor-enable-form';

/** TOTP two-factor: QR code and secret, confirm with a code, recovery codes; or turn it off. */
export function TwoFactorPanel({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  // Kept here: turning it on reloads the user, who then has two-factor on, and the codes must
  // stay on screen until the user leaves (they are shown only once).
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  return (
    <Stack>
      <Group gap="xs">
        <Badge color={user.two_factor_auth ? 'success' : 'gray'} variant="dot">
          {t(user.two_factor_auth ? 'twoFactor.on' : 'twoFactor.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('twoFactor.intro')}
      </Text>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : user.two_factor_auth ? (
        <TwoFactorDisableForm user={user} />
      ) : (
        <TwoFactorEnableForm user={user} onEnabled={setCodes} />
      )}
    </Stack>
  );
}
