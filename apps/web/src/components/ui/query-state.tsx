import { Alert, Button, Center, Group, Loader, type MantineSize } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';

/** What a screen shows when a query failed: the reason and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="danger" variant="light" role="alert">
      <Group justify="space-between">
        <span>{t('loadFailed', { ns: 'common', message: errorText(error) })}</span>
        {onRetry && (
          <Button size="xs" variant="light" color="danger" onClick={onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

interface QueryFailureProps {
  /** The queries the content needs (leave out those a caller may not run). */
  queries: readonly UseQueryResult[];
  /** Rendered while no query has failed. */
  children: () => ReactNode;
}

/**
 * The content, or in its place the first failure with a retry of every failed query
 * (`QueryError`). For content that draws its own loading state (a chart's skeleton).
 */
export function QueryFailure({ queries, children }: QueryFailureProps) {
  const failed = queries.filter((query) => query.error);
  if (!failed[0]) return children();
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  return <QueryError error={failed[0].error} onRetry={retry} />;
}

interface QueryStateProps extends QueryFailureProps {
  /** Rendered once every query has its data. */
  children: () => ReactNode;
  /** The loader's height, so what is below does not jump when the content comes. */
  mih?: number;
  loaderSize?: MantineSize;
}

/** A list's data: a loader while a query is pending, a failure as `QueryFailure`, then the content. */
export function QueryState({ queries, children, mih = 200, loaderSize }: QueryStateProps) {
  const { t } = useTranslation();
  return (
    <QueryFailure queries={queries}>
      {() =>
        queries.some((query) => query.isPending) ? (
          <Center mih={mih}>
            <Loader
              size={loaderSize}
              role="status"
              aria-label={t('states.loading', { ns: 'common' })}
            />
          </Center>
        ) : (
          children()
        )
      }
    </QueryFailure>
  );
}
