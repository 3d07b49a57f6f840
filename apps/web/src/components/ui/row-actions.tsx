import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/**
 * The icon buttons at the end of a table row or a card's header: other actions first, then edit
 * and delete. Each has a tooltip, and a name that says what it acts on ("Edit: lobby").
 */
export function RowActions({
  subject,
  onEdit,
  onDelete,
  extra = [],
}: {
  subject: string;
  onEdit?: () => void;
  onDelete?: () => void;
  extra?: readonly RowAction[];
}) {
  const { t } = useTranslation('common');
  const button = (action: RowAction, color: string) => (
    <Tooltip key={action.label} label={action.label}>
      <ActionIcon
        variant="subtle"
        color={color}
        onClick={action.onClick}
        aria-label={`${action.label}: ${subject}`}
      >
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {extra.map((action) => button(action, 'gray'))}
      {onEdit &&
        button(
          { label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: onEdit },
          'gray',
        )}
      {onDelete &&
        button(
          { label: t('actions.delete'), icon: <IconTrash size={18} />, onClick: onDelete },
          'danger',
        )}
    </Group>
  );
}
