import {
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, networkUpdate } from '@palisade/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useLocations } from '@/api/locations';
import { useUpdateNetwork } from '@/api/update-network';
import { Can } from '@/components/network/can';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useDeleteNetwork } from '../api/delete-network';
import { overviewNs } from '../i18n';

/**
 * The locations the network's CNAME target may answer (docs/scaling.md): none ticked is every
 * location, which is also where a new location is included without asking.
 */
function DnsLocations({ network, editable }: { network: Network; editable: boolean }) {
  const { t } = useTranslation(overviewNs);
  const locations = useLocations();
  const update = useUpdateNetwork(network.id);
  const saved = network.dns_locations;
  const [chosen, setChosen] = useState<string[]>(saved);
  useEffect(() => setChosen(saved), [saved]);
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const save = () =>
    update.mutate(
      { dns_locations: chosen },
      {
        onSuccess: () => notifications.show({ color: 'success', message: t('manage.pinned') }),
      },
    );
  if (!locations.data || locations.data.length < 2) return null;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('manage.pinLabel')}
        description={t('manage.pinHint')}
        value={chosen}
        onChange={setChosen}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          {locations.data.map((location) => (
            <Checkbox
              key={location.id}
              value={location.id}
              label={`${location.name} (${location.region})`}
              disabled={!editable}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {update.error && <Alert color="danger">{errorText(update.error)}</Alert>}
      {editable && (
        <Group justify="flex-end">
          <Button onClick={save} loading={update.isPending} disabled={!changed}>
            {t('common:actions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Rename and the DNS answer's locations (`update_network`), and delete behind a typed confirmation of the network's name
 * (`delete_network`).
 */
export function ManageCard({ network }: { network: Network }) {
  const { t } = useTranslation(overviewNs);
  const canRename = useNetworkPermission('update_network');
  const canDelete = useNetworkPermission('delete_network');
  const update = useUpdateNetwork(network.id);
  const remove = useDeleteNetwork();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: network.name },
    validate: contractValidator(networkUpdate),
  });
  // Start again from a saved rename (the form's `setValues` and `resetDirty` stay the same);
  // the screen keys the card by the network, so another network starts afresh.
  const { setValues, resetDirty } = form;
  const savedName = network.name;
  useEffect(() => {
    setValues({ name: savedName });
    resetDirty();
  }, [savedName, setValues, resetDirty]);

  const rename = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notifications.show({ color: 'success', message: t('manage.renamed') }),
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  const close = () => {
    setConfirming(false);
    setTyped('');
    remove.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('manage.title')}
        </Title>
        <form onSubmit={rename} noValidate className={canRename ? undefined : 'view-only'}>
          <Group align="flex-end">
            <TextInput
              label={t('manage.rename')}
              style={{ flex: 1 }}
              disabled={!canRename}
              {...form.getInputProps('name')}
            />
            {canRename && (
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                {t('common:actions.save')}
              </Button>
            )}
          </Group>
        </form>
        <DnsLocations network={network} editable={canRename} />
        <Can permission="update_network" readOnlyNote />
        {canDelete && (
          <>
            <Divider />
            {/* The button goes below the text where both do not fit side by side (phones, German). */}
            <Group justify="space-between" align="flex-start">
              <div style={{ flex: '1 1 14rem' }}>
                <Text fw={600}>{t('manage.danger')}</Text>
                <Text size="sm" c="dimmed">
                  {t('manage.dangerBody')}
                </Text>
              </div>
              <Button
                color="danger"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => setConfirming(true)}
              >
                {t('manage.danger')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal opened={confirming} onClose={close} title={t('manage.danger')}>
        <Stack>
          <Text size="sm">{t('manage.dangerBody')}</Text>
          <TextInput
            label={t('manage.typeName', { name: network.name })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
            autoComplete="off"
          />
          {remove.error && <Alert color="danger">{errorText(remove.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="danger"
              disabled={typed !== network.name}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(network.id, {
                  onSuccess: () => {
                    close();
                    notifications.show({
                      color: 'success',
                      message: t('manage.deleted', { name: network.name }),
                    });
                  },
                })
              }
            >
              {t('manage.deleteAction')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
