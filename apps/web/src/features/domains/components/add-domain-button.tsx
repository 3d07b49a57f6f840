import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/components/network/can';
import { domainsNs } from '../i18n';

/**
 * The list's add button, where the caller may add domains and see the backend sets they point
 * at (disabled while there is none); a caller who may change no domain reads why.
 */
export function AddDomainButton({
  offered,
  disabled,
  onAdd,
}: {
  offered: boolean;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation(domainsNs);
  return (
    <Can permission={['create_domains', 'update_domains', 'delete_domains']} readOnlyNote>
      {offered && (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={disabled}>
          {t('add')}
        </Button>
      )}
    </Can>
  );
}
