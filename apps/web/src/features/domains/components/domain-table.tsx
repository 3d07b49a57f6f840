import { Badge, Button, Table, Text } from '@mantine/core';
import type { BackendSet, Domain } from '@palisade/contract';
import { IconAlertTriangle, IconWorldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowActionsHead } from '@/components/ui/row-actions';
import { formatDate } from '@/lib/format';
import { domainsNs } from '../i18n';

interface DomainTableProps {
  domains: readonly Domain[];
  backendSets: readonly BackendSet[];
  /** The caller may verify (`update_domains`); otherwise an unverified domain is only marked. */
  canVerify: boolean;
  onRecords: (domain: Domain) => void;
  /** Left out when the caller may not edit, or delete, domains. */
  onEdit?: (domain: Domain) => void;
  onDelete?: (domain: Domain) => void;
}

export function DomainTable({
  domains,
  backendSets,
  canVerify,
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
            <RowActionsHead />
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
                  <Badge miw="max-content" color="success" variant="dot">
                    {t('verified')}
                  </Badge>
                ) : !canVerify ? (
                  <Badge color="warning" variant="dot">
                    {t('unverified')}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="default"
                    leftSection={
                      <IconAlertTriangle
                        size={12}
                        color="var(--mantine-color-warning-7)"
                        aria-hidden
                      />
                    }
                    onClick={() => onRecords(domain)}
                  >
                    {t('unverified')} · {t('records.verify')}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>{formatDate(domain.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <RowActions
                  subject={domain.name}
                  extra={[
                    {
                      label: t('records.show'),
                      icon: <IconWorldCheck size={18} />,
                      onClick: () => onRecords(domain),
                    },
                  ]}
                  onEdit={onEdit && (() => onEdit(domain))}
                  onDelete={onDelete && (() => onDelete(domain))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
