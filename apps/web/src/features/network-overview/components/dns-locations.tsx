import { Alert, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Network } from '@palisade/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '@/api/locations';
import { useUpdateNetwork } from '@/api/update-network';
import { errorText } from '@/lib/forms';
import { overviewNs } from '../i18n';

/**
 * The locations the network's CNAME target may answer (docs/scaling.md): none ticked is every
 * location, which is also where a new location is included without asking.
 */
export function DnsLocations({ network, editable }: { network: Network; editable: boolean }) {
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
