import { Alert, Badge, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { permissionNames } from '@palisade/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { networkKeys } from '@/api/networks';
import { pathTo } from '@/config/route-table';
import { setActiveNetwork } from '@/lib/active-network';
import { errorText } from '@/lib/forms';
import { useAcceptInvite } from '../api/accept-invite';
import { subUsersNs } from '../i18n';
import { permissionGroups } from '../permission-groups';

/** The invite link's page: names the shared network, accepts, then shows what was granted. */
export function Component() {
  const { t } = useTranslation(subUsersNs);
  const params = useParams();
  const queryClient = useQueryClient();
  const accept = useAcceptInvite();
  const networkName = params.name ?? '';
  const done = accept.data;

  const onAccept = () =>
    accept.mutate(
      { networkId: params.network_id ?? '', userId: params.user_id ?? '' },
      {
        onSuccess: async (result) => {
          await queryClient.invalidateQueries({ queryKey: networkKeys.list() });
          setActiveNetwork(result.network_id);
        },
      },
    );

  return (
    <Center mih="100vh" p="md">
      <Card withBorder radius="md" padding="xl" maw={560} w="100%">
        <Stack>
          <Title order={1} size="h3">
            {t('accept.title')}
          </Title>
          {done ? (
            <>
              <Alert color="success">{t('accept.done', { network: done.network_name })}</Alert>
              <Text fw={600} size="sm">
                {t('accept.granted')}
              </Text>
              <Group gap={6}>
                {permissionGroups
                  .filter((g) => g.permissions.some((p) => done.perms[p]))
                  .map((g) => (
                    <Badge key={g.group} variant="dot">
                      {t(`groups.${g.group}`)}
                    </Badge>
                  ))}
              </Group>
              <Text size="xs" c="dimmed">
                {t('permissionCount', {
                  count: permissionNames.filter((p) => done.perms[p]).length,
                  total: permissionNames.length,
                })}
              </Text>
              <Button component={Link} to={pathTo('network-overview')}>
                {t('accept.open')}
              </Button>
            </>
          ) : (
            <>
              <Text>{t('accept.body', { network: networkName })}</Text>
              {accept.error && (
                <Alert color="danger">
                  {errorText(accept.error)} {t('accept.wrongAccount')}
                </Alert>
              )}
              <Button onClick={onAccept} loading={accept.isPending}>
                {t('accept.action')}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
