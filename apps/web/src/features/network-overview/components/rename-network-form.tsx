import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, networkUpdate } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNetwork } from '@/api/update-network';
import { applyFieldErrors, contractValidator } from '@/lib/forms';
import { overviewNs } from '../i18n';

/** The network's name, saved by those with `update_network` and read-only to others. */
export function RenameNetworkForm({ network, editable }: { network: Network; editable: boolean }) {
  const { t } = useTranslation(overviewNs);
  const update = useUpdateNetwork(network.id);
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

  return (
    <form onSubmit={rename} noValidate className={editable ? undefined : 'view-only'}>
      <Group align="flex-end">
        <TextInput
          label={t('manage.rename')}
          style={{ flex: 1 }}
          disabled={!editable}
          {...form.getInputProps('name')}
        />
        {editable && (
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('common:actions.save')}
          </Button>
        )}
      </Group>
    </form>
  );
}
