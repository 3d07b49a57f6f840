import { Group, Text } from '@mantine/core';
import type { Permission } from '@palisade/contract';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { holds, useActiveNetworkData } from '@/api/active-network';
import { networksNs } from '@/i18n/networks';

interface CanProps {
  /** One permission on the active network, or several: any of them admits. */
  permission: Permission | readonly Permission[];
  /**
   * A caller who holds none of them sees the read-only note instead: where the save or add
   * button would be, when they may see this but not change it.
   */
  readOnlyNote?: boolean;
  children?: ReactNode;
}

/**
 * Shows `children` to a caller who holds the permission on the active network (the API sends
 * its own permissions with each network, all of them for the owner), like Pterodactyl's `<Can>`.
 * Nothing while the list loads; the server checks every call anyway, this only keeps the
 * screens from offering what it would refuse.
 */
export function Can({ permission, readOnlyNote = false, children }: CanProps) {
  if (holds(useActiveNetworkData().network?.perms, permission)) return children;
  return readOnlyNote ? <ReadOnlyNote /> : null;
}

function ReadOnlyNote() {
  const { t } = useTranslation(networksNs);
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{t('readOnly')}</Text>
    </Group>
  );
}
