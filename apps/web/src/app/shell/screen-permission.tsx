import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveNetworkData, useLacksOnActiveNetwork } from '@/api/active-network';
import { shellNs } from '../i18n';
import { useCurrentScreen } from '../root-route';

/**
 * The screen, or, when its route names a permission the caller lacks on the active network,
 * why it is not shown (docs/web.md#routes-and-screens): a sub-user who follows an old link or
 * a bookmark reads a reason, not a screen of refused calls.
 */
export function ScreenPermission({ children }: { children: ReactNode }) {
  const { t } = useTranslation(shellNs);
  const { network } = useActiveNetworkData();
  const lacks = useLacksOnActiveNetwork(useCurrentScreen()?.permission);
  if (!lacks || !network) return children;
  return (
    <Alert color="gray" icon={<IconLock size={20} aria-hidden />} title={t('titles.notAuthorized')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('network.notPermitted', { network: network.name })}</Text>
        <Anchor component={Link} to="/" size="sm">
          {t('home')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
