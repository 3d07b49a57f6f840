import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Network, type Permissions, type SubUser, subUserRoutes } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useInviteSubUser } from '../api/invite-sub-user';
import { useUpdateSubUser } from '../api/update-sub-user';
import { subUsersNs } from '../i18n';
import { changedPermissions, inviteDefaults, roleOf, rolePerms, roles } from '../permission-groups';
import { PermissionSwitches } from './permission-switches';

type Values = {
  email: string;
  perms: Permissions;
};

interface FormProps {
  network: Network;
  /** The sub-user whose permissions change; null invites someone. */
  member: SubUser | null;
  onClose: () => void;
}

/** Invite someone to the network, or change a sub-user's permissions. */
export function SubUserModal({
  network,
  modal,
}: {
  network: Network;
  modal: FormModalControl<SubUser>;
}) {
  const { t } = useTranslation(subUsersNs);
  return (
    <FormModal
      modal={modal}
      size="xl"
      title={(member) =>
        member
          ? t('form.editTitle', { email: member.email })
          : t('form.inviteTitle', { network: network.name })
      }
    >
      {(member) => <SubUserForm network={network} member={member} onClose={modal.close} />}
    </FormModal>
  );
}

function SubUserForm({ network, member, onClose }: FormProps) {
  const { t } = useTranslation(subUsersNs);
  const invite = useInviteSubUser(network.id);
  const update = useUpdateSubUser(network.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: member
      ? { email: member.email, perms: member.perms }
      : { email: '', perms: inviteDefaults(network.perms) },
    validate: (values) =>
      member ? {} : contractValidator(subUserRoutes.inviteSubUser.body)(values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (member) {
        await update.mutateAsync({
          userId: member.id,
          perms: changedPermissions(member.perms, values.perms),
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
  const role = roleOf(form.values.perms, network.perms);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {!member && (
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            type="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="sub-user-role">
            {t('form.role')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby="sub-user-role">
            {roles.map((r) => (
              <Button
                key={r}
                size="xs"
                variant={role === r ? 'filled' : 'default'}
                aria-pressed={role === r}
                onClick={() => form.setFieldValue('perms', rolePerms(r, network.perms))}
              >
                {t(`roles.${r}`)}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {role ? t(`roleHints.${role}`) : t('form.custom')}
          </Text>
        </Stack>
        <Text size="sm" fw={500}>
          {t('form.permissions')}
        </Text>
        <PermissionSwitches
          value={form.values.perms}
          held={network.perms}
          onChange={(perms) => form.setFieldValue('perms', perms)}
        />
        {failure && !form.errors.email && <Alert color="danger">{errorText(failure)}</Alert>}
        <FormModalFooter
          onCancel={onClose}
          pending={invite.isPending || update.isPending}
          label={member ? t('common:actions.save') : t('invite')}
        />
      </Stack>
    </form>
  );
}
