import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen. Rows without a button hold nothing to
 * focus: the scrolling viewport itself is focusable (a named region), so the keyboard scrolls it.
 */
export function ScrollingTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
