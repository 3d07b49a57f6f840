import { Alert, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { totpCode, type User } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyField } from '@/components/ui/copy-field';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useEnableTwoFactor, useTwoFactorSetup } from '../api/two-factor';
import { settingsNs } from '../i18n';
import { OwnerProof, ownerPassword, proofSchema } from './owner-proof';

/** Turns two-factor on: a new secret (QR code and text), then a code from it to confirm. */
export function TwoFactorEnableForm({
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
