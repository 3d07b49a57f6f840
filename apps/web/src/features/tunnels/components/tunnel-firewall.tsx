import { Alert, Button, Card, Group, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryError } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { errorText } from '@/lib/forms';
import {
  type TunnelRule,
  useDeleteTunnelRule,
  useTunnelRules,
  useUpdateTunnelRule,
} from '../api/tunnel-rules';
import { tunnelsNs } from '../i18n';
import { RuleFormModal } from './rule-form-modal';

const portsOf = (rule: TunnelRule) =>
  rule.start_port === rule.end_port
    ? String(rule.start_port)
    : `${rule.start_port}–${rule.end_port}`;

/** The tunnel page's search that opens its firewall with the port rule form. */
export const addRuleSearch = 'tab=firewall&add=rule';

/**
 * The tunnel's port rules: ranges, filter, an active switch; add, edit, delete. With
 * `offerRule` (a tunnel just created, which forwards nothing yet) the add form opens at once;
 * `onOffered` then drops the request from the address, so a reload does not open it again.
 */
export function TunnelFirewall({
  tunnelId,
  offerRule = false,
  onOffered,
}: {
  tunnelId: number;
  offerRule?: boolean;
  onOffered?: () => void;
}) {
  const { t } = useTranslation(tunnelsNs);
  const rules = useTunnelRules(tunnelId);
  const update = useUpdateTunnelRule(tunnelId);
  const remove = useDeleteTunnelRule(tunnelId);
  const modal = useFormModal<TunnelRule>(offerRule ? { mode: 'add' } : undefined);
  useEffect(() => {
    if (offerRule) onOffered?.();
  }, [offerRule, onOffered]);
  const fail = (error: unknown) =>
    notifications.show({ color: 'danger', message: errorText(error) });

  return (
    <Card padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('firewall.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={modal.add}>
          {t('firewall.add')}
        </Button>
      </Group>
      {rules.error ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data?.length === 0 ? (
        <Alert color="warning" variant="light">
          {t('firewall.empty')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('firewall.ports')}</Table.Th>
                <Table.Th>{t('firewall.filter')}</Table.Th>
                <Table.Th>{t('firewall.active')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rules.data ?? []).map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td ff="monospace">{portsOf(rule)}</Table.Td>
                  <Table.Td>{rule.human_name}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={rule.is_active}
                      aria-label={t('firewall.toggle', { ports: portsOf(rule) })}
                      onChange={(event) =>
                        update.mutate(
                          {
                            id: rule.id,
                            body: {
                              start_port: rule.start_port,
                              end_port: rule.end_port,
                              filter_id: rule.filter_id,
                              is_active: event.currentTarget.checked,
                            },
                          },
                          { onError: fail },
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      subject={portsOf(rule)}
                      onEdit={() => modal.edit(rule)}
                      onDelete={() =>
                        confirmDelete(portsOf(rule), () =>
                          remove.mutate(rule.id, { onError: fail }),
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RuleFormModal tunnelId={tunnelId} modal={modal} />
    </Card>
  );
}
