import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { password, secondFactor, totpCode, type User } from '@palisade/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyField } from '@/components/ui/copy-field';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useDisableTwoFactor, useEnableTwoFactor, useTwoFactorSetup } from '../api/two-factor';
import { settingsNs } from '../i18n';

function downloadCodes(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'palisade-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation(settingsNs);
  return (
    <Alert color="primary" variant="light" title={t('twoFactor.recoveryTitle')}>
      <Text size="sm" mb="sm">
        {t('twoFactor.recoveryHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mb="sm">
        {codes.map((code) => (
          <Code key={code}>{code}</Code>
        ))}
      </SimpleGrid>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadCodes(codes)}
      >
        {t('twoFactor.download')}
      </Button>
    </Alert>
  );
}

/**
 * What turning 2FA on or off asks besides the code: the current password, or for an account
 * without one a recent sign-in (docs/security.md#two-factor-authentication).
 */
function OwnerProof({
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
const proofSchema = (user: User) => (user.has_empty_pass ? z.string() : password);

/** The password field's value as the API takes it: absent for an account without one. */
const ownerPassword = (user: User, value: string) =>
  user.has_empty_pass ? {} : { password: value };

function EnableForm({
  user,
  onEnabled,
}: {
  user: User;
  onEnabled: (codes: readonly string[]) => void;
}) {
  const { t } = useTranslation(settingsNs);
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '' },
    validate: contractValidator(z.object({ code: totpCode, password: proofSchema(user) })),
  });
  if (!setup.data) {
    return (
      <Stack align="flex-start">
        {setup.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(setup.error)}
          </Alert>
        )}
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          {t('twoFactor.start')}
        </Button>
      </Stack>
    );
  }
  const secret = setup.data.secret;
  const submit = form.onSubmit(({ code, password }) =>
    enable.mutate(
      { secret, code, ...ownerPassword(user, password) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'success', message: t('twoFactor.enabled') });
          onEnabled(result.recovery_codes);
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <Image
          src={setup.data.qr}
          alt={t('twoFactor.qrAlt')}
          w={200}
          h={200}
          bg="white"
          p={8}
          radius="md"
        />
        <div>
          <Text size="sm" c="dimmed">
            {t('twoFactor.secret')}
          </Text>
          <CopyField value={secret} label={t('twoFactor.secret')} />
        </div>
        {enable.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(enable.error)}
          </Alert>
        )}
        <TextInput
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          {...form.getInputProps('code')}
        />
        <OwnerProof user={user} inputProps={form.getInputProps('password')} />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('twoFactor.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableForm({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  const disable = useDisableTwoFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '' },
    validate: contractValidator(z.object({ code: secondFactor, password: proofSchema(user) })),
  });
  const submit = form.onSubmit(({ code, password }) =>
    disable.mutate(
      { code, ...ownerPassword(user, password) },
      {
        onSuccess: () => notifications.show({ color: 'success', message: t('twoFactor.disabled') }),
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {disable.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(disable.error)}
          </Alert>
        )}
        <TextInput
          label={t('twoFactor.disableCode')}
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <OwnerProof user={user} inputProps={form.getInputProps('password')} />
        <Group>
          <Button type="submit" color="danger" variant="light" loading={disable.isPending}>
            {t('twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
        <DisableForm user={user} />
      ) : (
        <EnableForm user={user} onEnabled={setCodes} />
      )}
    </Stack>
  );
}
