import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { networkRoutes } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscription } from '@/api/subscription';
import { pathTo } from '@/config/route-table';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { usePlanName } from '@/lib/plan-name';
import { useCreateNetwork } from '../api/create-network';
import { overviewNs } from '../i18n';

/**
 * Creates a network; at the plan's limit it says so, with the way to a larger plan, instead of
 * a form the API would refuse.
 */
export function CreateNetworkCard({ first }: { first: boolean }) {
  const { t } = useTranslation(overviewNs);
  const planName = usePlanName();
  const subscription = useSubscription().data;
  const create = useCreateNetwork();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: contractValidator(networkRoutes.createNetwork.body),
  });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (network) => {
        form.reset();
        notifications.show({
          color: 'success',
          message: t('create.created', { name: network.name }),
        });
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg" maw={first ? 560 : undefined}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {first ? t('create.title') : t('create.titleMore')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.intro')}
          </Text>
          {subscription && subscription.usage.networks >= subscription.plan.limits.networks ? (
            <Alert color="warning" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {t('create.limit', {
                    plan: planName(subscription.plan.name),
                    count: subscription.plan.limits.networks,
                  })}
                </Text>
                <Button component={Link} to={pathTo('billing-plans')} size="xs">
                  {t('create.upgrade')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <>
              <TextInput
                label={t('create.name')}
                required
                data-autofocus={first || undefined}
                {...form.getInputProps('name')}
              />
              {create.error && !form.errors.name && (
                <Alert color="danger">{errorText(create.error)}</Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending}>
                  {t('create.action')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
