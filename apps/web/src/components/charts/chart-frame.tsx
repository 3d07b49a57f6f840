import { Center, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartFrameProps {
  loading: boolean;
  /** Nothing to draw: show `emptyText` instead of an empty or flat chart. */
  empty: boolean;
  emptyText: string;
  height: number;
  children: ReactNode;
}

/** Loading and empty states shared by every chart. */
export function ChartFrame({ loading, empty, emptyText, height, children }: ChartFrameProps) {
  if (loading) return <Skeleton h={height} radius="md" />;
  if (empty) {
    return (
      <Center h={height}>
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      </Center>
    );
  }
  return children;
}
