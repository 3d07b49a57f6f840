import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Network } from '@palisade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import { useDeleteNetwork } from '../api/delete-network';
import { overviewNs } from '../i18n';

/** Deletes the network once its name is typed; closing forgets what was typed. */
export function DeleteNetworkModal({
  network,
  opened,
  onClose,
}: {
  network: Network;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(overviewNs);
  const remove = useDeleteNetwork();
  const [typed, setTyped] = useState('');
  const close = () => {
    onClose();
    setTyped('');
    remove.reset();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('manage.danger')}>
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
  );
}
