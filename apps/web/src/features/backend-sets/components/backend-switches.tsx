import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import type { BackendSetValues } from '../hooks/use-backend-set-form';
import { backendSetsNs } from '../i18n';
import { ServerSetup } from './server-setup';

/**
 * The PROXY protocol and signed-handshake switches, each with how to turn it on in the server;
 * the signed handshake's key is shown to the owner only.
 */
export function BackendSwitches({
  form,
  network,
}: {
  form: UseFormReturnType<BackendSetValues>;
  network: Network;
}) {
  const { t } = useTranslation(backendSetsNs);
  return (
    <>
      <Stack gap={6}>
        <Switch
          label={t('proxyProtocol')}
          {...form.getInputProps('proxy_protocol', { type: 'checkbox' })}
        />
        <ServerSetup
          steps={[
            t('setup.proxyPaper'),
            t('setup.proxyVelocity'),
            t('setup.proxyBungee'),
            t('setup.proxyGeyser'),
          ]}
        />
      </Stack>
      {form.values.proxy_protocol && (
        <Alert color="warning" variant="light">
          {t('form.proxyHint')}
        </Alert>
      )}
      <Stack gap={6}>
        <Switch
          label={t('vulcan')}
          description={t('vulcanHint')}
          {...form.getInputProps('vulcan_ac_enabled', { type: 'checkbox' })}
        />
        <ServerSetup
          intro={t('setup.signedIntro')}
          steps={[t('setup.signedPaper'), t('setup.signedVelocity'), t('setup.signedBungee')]}
        >
          {network.backend_secret ? (
            <div>
              <Text size="xs" fw={500}>
                {t('setup.key')}
              </Text>
              <CopyField value={network.backend_secret} label={t('setup.key')} />
            </div>
          ) : (
            <Text size="xs" c="dimmed">
              {t('setup.keyOwner')}
            </Text>
          )}
        </ServerSetup>
      </Stack>
    </>
  );
}
