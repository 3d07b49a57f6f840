import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import type { FirewallKind, FirewallRule } from '@/api/firewall-kinds';
import { Can } from '@/components/network/can';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { RowActions, RowActionsHead } from '@/components/ui/row-actions';
import { formatDate, formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { useDeleteFirewallRule } from '../api/delete-firewall-rule';
import { useFirewall } from '../api/list-firewall';
import { mitigationNs } from '../i18n';
import { FirewallRuleModal } from './firewall-rule-modal';
import { ruleText } from './firewall-rule-text';

/**
 * One firewall list: search, add, edit, delete; the newest change on top
 * (docs/web.md#list-rules), each rule with when it expires. Adding, editing and deleting need
 * `update_firewall`.
 */
export function FirewallList({ networkId, kind }: { networkId: number; kind: FirewallKind }) {
  const { t, i18n } = useTranslation(mitigationNs);
  const rules = useFirewall(networkId, kind);
  const remove = useDeleteFirewallRule(networkId, kind);
  const editable = useNetworkPermission('update_firewall');
  const { timeFormat } = usePreferences();
  const [query, setQuery] = useState('');
  const modal = useFormModal<FirewallRule<FirewallKind>>();

  const onDelete = (rule: FirewallRule<FirewallKind>) =>
    confirmDelete(ruleText(kind, rule, i18n.language), () =>
      remove.mutate(rule.id, {
        onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
      }),
    );

  return (
    <QueryState queries={[rules]} mih={120} loaderSize="sm">
      {() => {
        const all = (rules.data ?? []) as FirewallRule<FirewallKind>[];
        const needle = query.trim().toLowerCase();
        const shown = needle
          ? all.filter((r) => ruleText(kind, r, i18n.language).toLowerCase().includes(needle))
          : all;
        return (
          <Stack>
            <Group justify="space-between">
              <TextInput
                aria-label={t('networks:search')}
                placeholder={t('networks:search')}
                leftSection={<IconSearch size={16} />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                w={{ base: '100%', xs: 260 }}
              />
              <Can permission="update_firewall" readOnlyNote>
                <Button leftSection={<IconPlus size={16} />} onClick={modal.add}>
                  {t(`firewall.add.${kind}`)}
                </Button>
              </Can>
            </Group>
            {all.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {t(`firewall.empty.${kind}`)}
              </Text>
            ) : shown.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {t('networks:noMatch')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`firewall.columns.${kind}`)}</Table.Th>
                      <Table.Th>{t('firewall.columns.action')}</Table.Th>
                      <Table.Th>{t('firewall.columns.created')}</Table.Th>
                      <Table.Th>{t('firewall.columns.expires')}</Table.Th>
                      {editable && <RowActionsHead />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((rule) => {
                      const text = ruleText(kind, rule, i18n.language);
                      return (
                        <Table.Tr key={rule.id}>
                          <Table.Td ff={kind === 'country' ? undefined : 'monospace'}>
                            {text}
                          </Table.Td>
                          <Table.Td>
                            <Badge
                              miw="max-content"
                              color={rule.whitelist ? 'success' : 'danger'}
                              variant="dot"
                            >
                              {rule.whitelist ? t('firewall.allow') : t('firewall.block')}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{formatDate(rule.created_at, i18n.language)}</Table.Td>
                          <Table.Td>
                            {rule.expires_at
                              ? formatDateTime(rule.expires_at, timeFormat, i18n.language)
                              : t('firewall.never')}
                          </Table.Td>
                          {editable && (
                            <Table.Td>
                              <RowActions
                                subject={text}
                                onEdit={() => modal.edit(rule)}
                                onDelete={() => onDelete(rule)}
                              />
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <FirewallRuleModal networkId={networkId} kind={kind} modal={modal} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
