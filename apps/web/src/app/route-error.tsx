import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { pathTo } from '../config/route-table';
import { shellNs } from './i18n';
import { ChunkLoadError } from './lazy';

/**
 * Errors thrown while a route loads or renders. A screen chunk that did not arrive offers a
 * retry (a reload fetches it again); a 404 goes to the 404 page; anything else shows the error
 * page with its message (docs/web.md#routes-and-screens).
 */
export function RouteError() {
  const { t } = useTranslation(shellNs);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <Navigate to={pathTo('page-error-404')} replace />;
  const chunk =
    error instanceof ChunkLoadError ||
    (error instanceof TypeError && /import/i.test(error.message));
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1} size="h2">
          {t(chunk ? 'chunkError.title' : 'routeError.title')}
        </Title>
        <Text c="dimmed">{t(chunk ? 'chunkError.body' : 'routeError.body', { message })}</Text>
        <Button onClick={() => window.location.reload()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </Stack>
    </Center>
  );
}
