import { Alert, Button, Card, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, type NetworkUpdate, networkUpdate } from '@palisade/contract';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useUpdateNetwork } from '@/api/update-network';
import { Can } from '@/components/network/can';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { changedSettings } from './section-body';

type Field = keyof NetworkUpdate & keyof Network;
export type SectionValues<K extends Field> = Pick<Required<NetworkUpdate>, K>;

const sectionOf = <K extends Field>(network: Network, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, network[f]])) as unknown as SectionValues<K>;

/**
 * A form over some of the network's settings: it starts from the network, validates with the
 * contract's update schema and saves only its own fields that changed (`toBody`, by default
 * `changedSettings`); `editable` says whether the caller may save it (`update_network`).
 */
export function useNetworkSection<K extends Field>(
  network: Network,
  fields: readonly K[],
  toBody: (network: Network, values: NetworkUpdate) => NetworkUpdate = changedSettings,
) {
  const { t } = useTranslation('networks');
  const update = useUpdateNetwork(network.id);
  const editable = useNetworkPermission('update_network');
  const form = useForm<SectionValues<K>>({
    mode: 'controlled',
    initialValues: sectionOf(network, fields),
    validate: contractValidator(networkUpdate),
  });
  // Start again on another network or when what the API holds of it changed (a save, here or
  // elsewhere): a refetch that finds the network as it was keeps the same object (TanStack
  // Query's structural sharing). The form's `setValues` and `resetDirty` stay the same.
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues(sectionOf(network, fields));
    resetDirty();
  }, [network, fields, setValues, resetDirty]);
  const submit = form.onSubmit((values) =>
    update.mutate(toBody(network, values as NetworkUpdate), {
      onSuccess: () => notifications.show({ color: 'success', message: t('savedNotice') }),
      onError: (error) =>
        applyFieldErrors(form as UseFormReturnType<Record<string, unknown>>, error),
    }),
  );
  return { form, submit, update, editable };
}

interface SectionCardProps {
  title: string;
  intro?: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  dirty: boolean;
  error: unknown;
  /** `update_network`: without it the inputs are disabled (the actions give way to the note). */
  editable: boolean;
  extraActions?: ReactNode;
  children: ReactNode;
}

export function SectionCard({
  title,
  intro,
  onSubmit,
  saving,
  dirty,
  error,
  editable,
  extraActions,
  children,
}: SectionCardProps) {
  const { t } = useTranslation('common');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dimmed" mt={4}>
                {intro}
              </Text>
            )}
          </div>
          <Fieldset
            variant="unstyled"
            disabled={!editable}
            className={editable ? undefined : 'view-only'}
          >
            <Stack gap="md">{children}</Stack>
          </Fieldset>
          {error ? <Alert color="danger">{errorText(error)}</Alert> : null}
          <Group justify="flex-end">
            <Can permission="update_network" readOnlyNote>
              {extraActions}
              <Button type="submit" loading={saving} disabled={!dirty}>
                {t('actions.save')}
              </Button>
            </Can>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
