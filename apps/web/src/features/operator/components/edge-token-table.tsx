import { Badge, Table } from '@mantine/core';
import type { AdminEdgeToken } from '@palisade/contract';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/ui/row-actions';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { operatorNs } from '../i18n';

/** The edges' tokens: where each is for, whether it is revoked, when it was last used. */
export function EdgeTokenTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly AdminEdgeToken[];
  onRevoke: (token: AdminEdgeToken) => void;
}) {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
  const when = (at: string | null) =>
    at ? formatDateTime(at, timeFormat, i18n.language) : t('tokens.neverUsed');
  return (
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
          {tokens.map((token) => (
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
  );
}
