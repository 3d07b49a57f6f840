import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminEdgeToken } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdgeTokens, useRevokeEdgeToken } from '../api/edge-tokens';
import { detailedError } from '../components/detailed-error';
import { EdgeTokenModal } from '../components/edge-token-modal';
import { EdgeTokenTable } from '../components/edge-token-table';
import { OperatorList } from '../components/operator-list';
import { operatorNs } from '../i18n';

/** The credentials edges sync with: create (shown once), revoke, when each was last used. */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const tokens = useEdgeTokens();
  const revoke = useRevokeEdgeToken();
  const [creating, setCreating] = useState(false);
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
    <OperatorList
      query={tokens}
      addLabel={t('tokens.create')}
      onAdd={() => setCreating(true)}
      empty={t('tokens.empty')}
      modal={<EdgeTokenModal opened={creating} onClose={() => setCreating(false)} />}
    >
      {(rows) => <EdgeTokenTable tokens={rows} onRevoke={onRevoke} />}
    </OperatorList>
  );
}
