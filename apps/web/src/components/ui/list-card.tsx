import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListCardProps {
  /** What the list is, left of the actions, when the screen says it. */
  intro?: string;
  /** Right of the bar: the add button under its `<Can>`. */
  actions: ReactNode;
  /** Between the bar and the list: why adding is not offered, and the like. */
  notes?: ReactNode;
  /** The text in the list's place while there is nothing to list. */
  empty: string | false;
  /** The list. */
  children: ReactNode;
  /** Below the list, inside the card: the list's modals. */
  modals?: ReactNode;
}

/**
 * A network screen's list in its card (docs/web.md#shared-pieces-to-reuse): a bar with the intro
 * and the actions, notes, then the list or what stands for it while it is empty.
 */
export function ListCard({ intro, actions, notes, empty, children, modals }: ListCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        {intro ? (
          <Group justify="space-between" align="flex-start">
            <Text size="sm" c="dimmed" maw={640}>
              {intro}
            </Text>
            {actions}
          </Group>
        ) : (
          <Group justify="flex-end">{actions}</Group>
        )}
        {notes}
        {empty ? (
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
      {modals}
    </Card>
  );
}
