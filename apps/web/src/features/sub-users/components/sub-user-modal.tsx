import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, type Permissions, type SubUser, subUserRoutes } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useInviteSubUser } from '../api/invite-sub-user';
import { useUpdateSubUser } from '../api/update-sub-user';
import { subUsersNs } from '../i18n';
import { changedPermissions, inviteDefaults } from '../permission-groups';
import { PermissionSwitches } from './permission-switches';

type Values = {
  email: string;
  perms: Permissions;
};

interface Props {
  network: Network;
  /** The sub-user whose permissions change; `undefined` invites someone; `null` is closed. */
  editing: SubUser | undefined | null;
  onClose: () => void;
}

export function SubUserModal({ network, editing, onClose }: Props) {
  const { t } = useTranslation(subUsersNs);
  const invite = useInviteSubUser(network.id);
  const update = useUpdateSubUser(network.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', perms: inviteDefaults(network.perms) },
    validate: (values) =>
      editing ? {} : contractValidator(subUserRoutes.inviteSubUser.body)(values),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on another person.
  useEffect(() => {
    if (editing === null) return;
    form.setValues(
      editing
        ? { email: editing.email, perms: editing.perms }
        : { email: '', perms: inviteDefaults(network.perms) },
    );
    form.clearErrors();
    invite.reset();
    update.reset();
  }, [editing]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({
          userId: editing.id,
          perms: changedPermissions(editing.perms, values.perms),
        });
      } else {
        const member = await invite.mutateAsync(values);
        notifications.show({ color: 'success', message: t('form.sent', { email: member.email }) });
      }
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });
  const failure = invite.error ?? update.error;

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size="xl"
      title={
        editing
          ? t('form.editTitle', { email: editing.email })
          : t('form.inviteTitle', { network: network.name })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {!editing && (
            <TextInput
              label={t('form.email')}
              description={t('form.emailHint')}
              type="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
          )}
          <Text size="sm" fw={500}>
            {t('form.permissions')}
          </Text>
          <PermissionSwitches
            value={form.values.perms}
            held={network.perms}
            onChange={(perms) => form.setFieldValue('perms', perms)}
          />
          {failure && !form.errors.email && <Alert color="danger">{errorText(failure)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending || update.isPending}>
              {editing ? t('common:actions.save') : t('invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
