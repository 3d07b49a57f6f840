import { Card, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryFailure } from '@/components/ui/query-state';

/** A titled chart; a failure of one of its queries shows in the chart's place, with a retry. */
export function ChartCard({
  title,
  queries,
  children,
}: {
  title: string;
  queries: readonly UseQueryResult[];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <QueryFailure queries={queries}>{() => children}</QueryFailure>
    </Card>
  );
}
