import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { BackendSet, Domain } from '@palisade/contract';
import { IconPencil, IconTrash, IconWorldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { domainsNs } from '../i18n';

interface DomainTableProps {
  domains: readonly Domain[];
  backendSets: readonly BackendSet[];
  onRecords: (domain: Domain) => void;
  onEdit: (domain: Domain) => void;
  onDelete: (domain: Domain) => void;
}

export function DomainTable({
  domains,
  backendSets,
  onRecords,
  onEdit,
  onDelete,
}: DomainTableProps) {
  const { t, i18n } = useTranslation(domainsNs);
  const setName = new Map(backendSets.map((s) => [s.id, s.name]));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.set')}</Table.Th>
            <Table.Th>{t('columns.bac')}</Table.Th>
            <Table.Th>{t('columns.verified')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('networks:actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {domains.map((domain) => (
            <Table.Tr key={domain.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {domain.name}
                </Text>
              </Table.Td>
              <Table.Td>{setName.get(domain.backend_set_id) ?? '—'}</Table.Td>
              <Table.Td>{domain.bac ? t('common:states.on') : t('common:states.off')}</Table.Td>
              <Table.Td>
                {domain.verified ? (
                  <Badge color="success" variant="dot">
                    {t('verified')}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="warning"
                    onClick={() => onRecords(domain)}
                  >
                    {t('unverified')} · {t('records.verify')}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>{formatDate(domain.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('records.show')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => onRecords(domain)}
                      aria-label={`${t('records.show')}: ${domain.name}`}
                    >
                      <IconWorldCheck size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common:actions.edit')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => onEdit(domain)}
                      aria-label={`${t('common:actions.edit')}: ${domain.name}`}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common:actions.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      onClick={() => onDelete(domain)}
                      aria-label={`${t('common:actions.delete')}: ${domain.name}`}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
