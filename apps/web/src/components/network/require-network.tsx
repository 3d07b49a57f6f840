import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveNetworkData } from '@/api/active-network';
import { pathTo } from '@/config/route-table';
import { networksNs } from '@/i18n/networks';
import { errorText } from '@/lib/forms';

/** Renders a network screen for the active network, or says how to get one. */
export function RequireNetwork({ children }: { children: (network: Network) => ReactNode }) {
  const { t } = useTranslation(networksNs);
  const { network, isLoading, error } = useActiveNetworkData();
  if (isLoading) {
    return (
      <Center mih={240}>
        <Loader />
      </Center>
    );
  }
  if (error) return <Alert color="danger">{errorText(error)}</Alert>;
  if (!network) {
    return (
      <Center mih={320}>
        <Stack align="center" maw={420} ta="center" gap="xs">
          <Title order={2} size="h4">
            {t('noNetwork.title')}
          </Title>
          <Text c="dimmed">{t('noNetwork.body')}</Text>
          <Button component={Link} to={pathTo('network-overview')} mt="sm">
            {t('noNetwork.action')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return children(network);
}
