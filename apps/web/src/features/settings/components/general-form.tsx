import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type User, userRoutes } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useUpdateGeneralInfo } from '../api/update-general-info';
import { settingsNs } from '../i18n';

export function GeneralForm({ user }: { user: User }) {
  const { t } = useTranslation(settingsNs);
  const save = useUpdateGeneralInfo();
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstname: user.firstname, lastname: user.lastname, phone: user.phone },
    validate: contractValidator(userRoutes.updateGeneralInfo.body),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'success', message: t('general.saved') }),
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {save.error && (
          <Alert color="danger" variant="light" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('general.firstname')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label={t('general.lastname')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
          />
        </Group>
        <TextInput
          label={t('general.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
