import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminEdgeToken } from '@palisade/contract';
import { IconBan, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useEdgeTokens, useRevokeEdgeToken } from '../api/edge-tokens';
import { detailedError } from '../components/detailed-error';
import { EdgeTokenModal } from '../components/edge-token-modal';
import { operatorNs } from '../i18n';

/** The credentials edges sync with: create (shown once), revoke, when each was last used. */
export function Component() {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
  const tokens = useEdgeTokens();
  const revoke = useRevokeEdgeToken();
  const [creating, setCreating] = useState(false);
  const when = (at: string | null) =>
    at ? formatDateTime(at, timeFormat, i18n.language) : t('tokens.neverUsed');
  const onRevoke = (token: AdminEdgeToken) =>
    modals.openConfirmModal({
      title: t('tokens.revokeTitle', { name: `${token.name} #${token.id}` }),
      children: <Text size="sm">{t('tokens.revokeBody')}</Text>,
      labels: { confirm: t('tokens.revoke'), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: () =>
            notifications.show({ color: 'success', message: t('tokens.revokedDone') }),
          onError: (error) =>
            notifications.show({ color: 'danger', message: detailedError(error) }),
        }),
    });
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('tokens.create')}
        </Button>
      </Group>
      <Card padding="lg">
        <QueryState queries={[tokens]}>
          {() =>
            tokens.data?.length === 0 ? (
              <Text c="dimmed">{t('tokens.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>{t('tokens.name')}</Table.Th>
                      <Table.Th>{t('tokens.location')}</Table.Th>
                      <Table.Th>{t('tokens.state')}</Table.Th>
                      <Table.Th>{t('tokens.lastUse')}</Table.Th>
                      <Table.Th>{t('tokens.created')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {tokens.data?.map((token) => (
                      <Table.Tr key={token.id}>
                        <Table.Td>{token.id}</Table.Td>
                        <Table.Td>{token.name}</Table.Td>
                        <Table.Td ff="monospace">{token.location_id}</Table.Td>
                        <Table.Td>
                          <Badge
                            miw="max-content"
                            color={token.revoked_at ? 'gray' : 'success'}
                            variant="dot"
                          >
                            {token.revoked_at ? t('tokens.revoked') : t('tokens.active')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{when(token.last_seen_at)}</Table.Td>
                        <Table.Td>{when(token.created_at)}</Table.Td>
                        <Table.Td>
                          {!token.revoked_at && (
                            <RowActions
                              subject={`${token.name} #${token.id}`}
                              extra={[
                                {
                                  label: t('tokens.revoke'),
                                  icon: <IconBan size={16} />,
                                  onClick: () => onRevoke(token),
                                },
                              ]}
                            />
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Card>
      <EdgeTokenModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
