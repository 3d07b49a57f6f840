import { Anchor, Badge, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '@/components/ui/row-actions';
import { pathTo } from '@/config/route-table';
import { formatBytes } from '@/lib/format';
import type { Tunnel } from '../api/tunnels';
import { tunnelsNs } from '../i18n';

/** The account's tunnels: each with its location, endpoint, port, activity and month's traffic. */
export function TunnelTable({
  tunnels,
  locationName,
  onDelete,
}: {
  tunnels: Tunnel[];
  /** Location names by id; an unknown id shows as itself. */
  locationName: ReadonlyMap<string, string>;
  onDelete: (id: number, name: string) => void;
}) {
  const { t, i18n } = useTranslation(tunnelsNs);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.location')}</Table.Th>
            <Table.Th>{t('list.endpoint')}</Table.Th>
            <Table.Th>{t('list.bindPort')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>{t('list.bandwidth')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tunnels.map((tunnel) => (
            <Table.Tr key={tunnel.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo('tunnel-analytics', { tunnel_id: tunnel.id })}
                  fw={600}
                >
                  {tunnel.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{locationName.get(tunnel.location) ?? tunnel.location}</Table.Td>
              <Table.Td ff="monospace">{tunnel.endpoint_peer}</Table.Td>
              <Table.Td ff="monospace">{tunnel.bind_port}</Table.Td>
              <Table.Td>
                {tunnel.current_bandwidth_usage > 0 ? (
                  <Badge miw="max-content" color="success" variant="light">
                    {t('list.active', {
                      rate: `${formatBytes(tunnel.current_bandwidth_usage, i18n.language)}/s`,
                    })}
                  </Badge>
                ) : (
                  <Badge miw="max-content" color="gray" variant="light">
                    {t('list.idle')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatBytes(tunnel.month_bandwidth_usage, i18n.language)}</Table.Td>
              <Table.Td>
                <RowActions
                  subject={tunnel.name}
                  extra={[
                    {
                      label: t('page.delete'),
                      icon: <IconTrash size={16} />,
                      color: 'danger',
                      onClick: () => onDelete(tunnel.id, tunnel.name),
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
