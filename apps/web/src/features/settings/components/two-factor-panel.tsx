import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { totpCode, type User, userRoutes } from '@palisade/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyField } from '@/components/ui/copy-field';
import { contractValidator, errorText } from '@/lib/forms';
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

function EnableForm({ onEnabled }: { onEnabled: (codes: readonly string[]) => void }) {
  const { t } = useTranslation(settingsNs);
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: contractValidator(z.object({ code: totpCode })),
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
  const submit = form.onSubmit(({ code }) =>
    enable.mutate(
      { secret, code },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'success', message: t('twoFactor.enabled') });
          onEnabled(result.recovery_codes);
        },
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
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('twoFactor.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableForm() {
  const { t } = useTranslation(settingsNs);
  const disable = useDisableTwoFactor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: contractValidator(userRoutes.twofaDisable.body),
  });
  const submit = form.onSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => notifications.show({ color: 'success', message: t('twoFactor.disabled') }),
    }),
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
        <DisableForm />
      ) : (
        <EnableForm onEnabled={setCodes} />
      )}
    </Stack>
  );
}
