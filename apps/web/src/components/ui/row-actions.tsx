import { ActionIcon, Box, Group, Menu, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFromBreakpoint } from '@/lib/use-breakpoint';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}

/**
 * The actions at the end of a table row or a card's header: other actions first, then edit and
 * delete. From `sm` on they are icon buttons, each with a tooltip and a name that says what it
 * acts on ("Edit: lobby"); on a phone, one menu ("Actions: lobby"), which the row keeps in view
 * at the table's right edge (app/global.css) so no sideways scrolling is needed to reach it.
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
  const wide = useFromBreakpoint('sm');
  const actions: RowAction[] = [
    ...extra,
    ...(onEdit
      ? [{ label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: onEdit }]
      : []),
    ...(onDelete
      ? [
          {
            label: t('actions.delete'),
            icon: <IconTrash size={18} />,
            onClick: onDelete,
            color: 'danger',
          },
        ]
      : []),
  ];
  if (!wide)
    return (
      <Group justify="flex-end" data-row-actions>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t('actions.rowMenu')}: ${subject}`}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              // The label keeps the text colour (a red one is too faint on the menu); the icon
              // carries the action's colour.
              <Menu.Item
                key={action.label}
                leftSection={
                  <Box
                    display="flex"
                    style={
                      action.color
                        ? { color: `var(--mantine-color-${action.color}-filled)` }
                        : undefined
                    }
                  >
                    {action.icon}
                  </Box>
                }
                onClick={action.onClick}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" data-row-actions>
      {actions.map((action) => (
        <Tooltip key={action.label} label={action.label}>
          <ActionIcon
            variant="subtle"
            color={action.color ?? 'gray'}
            onClick={action.onClick}
            aria-label={`${action.label}: ${subject}`}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** The head of the column that holds each row's `RowActions`: named for screen readers only. */
export function RowActionsHead() {
  const { t } = useTranslation('common');
  return (
    <Table.Th>
      <VisuallyHidden>{t('actions.rowMenu')}</VisuallyHidden>
    </Table.Th>
  );
}
