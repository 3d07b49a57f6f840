import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';

interface OperatorListProps<Row> {
  /** The rows, as their query has them. */
  query: UseQueryResult<Row[]>;
  /** The add button above the card. */
  addLabel: string;
  onAdd: () => void;
  /** What the card says while there is no row. */
  empty: string;
  /** The rows' table. */
  children: (rows: Row[]) => ReactNode;
  /** The add (or edit) modal. */
  modal: ReactNode;
}

/** An operator's list: the add button, then the rows in a card, loading and failing as a query. */
export function OperatorList<Row>({
  query,
  addLabel,
  onAdd,
  empty,
  children,
  modal,
}: OperatorListProps<Row>) {
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      <Card padding="lg">
        <QueryState queries={[query]}>
          {() =>
            query.data?.length === 0 ? <Text c="dimmed">{empty}</Text> : children(query.data ?? [])
          }
        </QueryState>
      </Card>
      {modal}
    </Stack>
  );
}
