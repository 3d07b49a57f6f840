import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveNetworkData } from '@/api/active-network';
import { useNetworks } from '@/api/networks';
import { QueryState } from '@/components/ui/query-state';
import { pathTo } from '@/config/route-table';
import { networksNs } from '@/i18n/networks';

/** Renders a network screen for the active network, or says how to get one. */
export function RequireNetwork({ children }: { children: (network: Network) => ReactNode }) {
  const { t } = useTranslation(networksNs);
  const networks = useNetworks();
  const { network } = useActiveNetworkData();
  return (
    <QueryState queries={[networks]} mih={240}>
      {() =>
        network ? (
          children(network)
        ) : (
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
        )
      }
    </QueryState>
  );
}
