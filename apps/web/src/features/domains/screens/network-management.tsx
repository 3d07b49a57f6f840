import type { Domain, Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendSets } from '@/api/backend-sets';
import { useDomains } from '@/api/domains';
import { deleteNotices } from '@/components/network/delete-notices';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { ListCard } from '@/components/ui/list-card';
import { QueryState } from '@/components/ui/query-state';
import { useDeleteDomain } from '../api/delete-domain';
import { AddDomainButton } from '../components/add-domain-button';
import { DnsRecordsModal } from '../components/dns-records-modal';
import { DomainFormModal } from '../components/domain-form-modal';
import { DomainTable } from '../components/domain-table';
import { SetsNote } from '../components/sets-note';
import { domainsNs } from '../i18n';

function DomainManagement({ network }: { network: Network }) {
  const { t } = useTranslation(domainsNs);
  const canCreate = useNetworkPermission('create_domains');
  const canUpdate = useNetworkPermission('update_domains');
  const canDelete = useNetworkPermission('delete_domains');
  // A sub-user may see domains without seeing backend sets: the list stays, adding does not.
  const setsShown = useNetworkPermission('read_backends');
  const domains = useDomains(network.id);
  const sets = useBackendSets(network.id, setsShown);
  const remove = useDeleteDomain(network.id);
  const modal = useFormModal<Domain>();
  const [records, setRecords] = useState<Domain | null>(null);

  const onDelete = (domain: Domain) =>
    confirmDelete(
      domain.name,
      () => remove.mutate(domain.id, deleteNotices),
      t('deleteBody', { name: domain.name }),
    );

  return (
    <QueryState queries={setsShown ? [domains, sets] : [domains]}>
      {() => {
        const list = domains.data ?? [];
        const backendSets = sets.data ?? [];
        // The records modal follows the cached list, so a verification shows at once.
        const shown = records ? (list.find((d) => d.id === records.id) ?? records) : null;
        const needSet = canCreate && setsShown && backendSets.length === 0;
        return (
          <ListCard
            actions={
              <AddDomainButton
                offered={canCreate && setsShown}
                disabled={backendSets.length === 0}
                onAdd={modal.add}
              />
            }
            notes={<SetsNote hidden={canCreate && !setsShown} needed={needSet} />}
            empty={!needSet && list.length === 0 && t('empty')}
            modals={
              <>
                <DomainFormModal
                  network={network}
                  backendSets={backendSets}
                  modal={modal}
                  onAdded={(domain) => {
                    modal.close();
                    setRecords(domain);
                  }}
                />
                <DnsRecordsModal
                  network={network}
                  domain={shown}
                  canVerify={canUpdate}
                  onClose={() => setRecords(null)}
                />
              </>
            }
          >
            {!needSet && (
              <DomainTable
                domains={list}
                backendSets={backendSets}
                canVerify={canUpdate}
                onRecords={setRecords}
                onEdit={canUpdate ? modal.edit : undefined}
                onDelete={canDelete ? onDelete : undefined}
              />
            )}
          </ListCard>
        );
      }}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <DomainManagement network={network} />}</RequireNetwork>;
}
