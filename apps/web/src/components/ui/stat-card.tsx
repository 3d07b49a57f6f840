import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure with its label; a skeleton until the API has answered. A card with a `hint` (null
 * while the hint waits for data) keeps the hint's line while loading, so nothing below moves.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  color = 'primary',
  loading = false,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode | null;
  icon?: ReactNode;
  color?: string;
  loading?: boolean;
}) {
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          {/* A word too long for a narrow card (German, French) breaks instead of running under
              the icon; words that fit are never hyphenated ("Connec-tions"). */}
          <Text size="sm" c="dimmed" fw={500} style={{ overflowWrap: 'break-word' }}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={80} mt={6} />
          ) : (
            <Text fz={26} fw={700} lh={1.3} mt={2}>
              {value}
            </Text>
          )}
          {loading && hint !== undefined && <Skeleton h={12} w={120} mt={6} mb={2} />}
          {hint && !loading && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        {icon && (
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Card>
  );
}
