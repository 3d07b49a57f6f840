import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { Can } from '@/components/network/can';
import { overviewNs } from '../i18n';
import { DeleteNetworkModal } from './delete-network-modal';
import { DnsLocations } from './dns-locations';
import { RenameNetworkForm } from './rename-network-form';

/**
 * Rename and the DNS answer's locations (`update_network`), and delete behind a typed confirmation of the network's name
 * (`delete_network`).
 */
export function ManageCard({ network }: { network: Network }) {
  const { t } = useTranslation(overviewNs);
  const canRename = useNetworkPermission('update_network');
  const canDelete = useNetworkPermission('delete_network');
  const [confirming, setConfirming] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('manage.title')}
        </Title>
        <RenameNetworkForm network={network} editable={canRename} />
        <DnsLocations network={network} editable={canRename} />
        <Can permission="update_network" readOnlyNote />
        {canDelete && (
          <>
            <Divider />
            {/* The button goes below the text where both do not fit side by side (phones, German). */}
            <Group justify="space-between" align="flex-start">
              <div style={{ flex: '1 1 14rem' }}>
                <Text fw={600}>{t('manage.danger')}</Text>
                <Text size="sm" c="dimmed">
                  {t('manage.dangerBody')}
                </Text>
              </div>
              <Button
                color="danger"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => setConfirming(true)}
              >
                {t('manage.danger')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <DeleteNetworkModal
        network={network}
        opened={confirming}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
