import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BackendSet, type Domain, domainRoutes, type Network } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useAddDomain } from '../api/add-domain';
import { usePreverifyDomain } from '../api/preverify-domain';
import { useUpdateDomain } from '../api/update-domain';
import { domainsNs } from '../i18n';

interface DomainFormModalProps {
  network: Network;
  backendSets: readonly BackendSet[];
  /** The domain to edit; `undefined` adds one; `null` keeps the modal closed. */
  editing: Domain | undefined | null;
  onClose: () => void;
  /** Called with a newly added domain, so its DNS records can be shown next. */
  onAdded: (domain: Domain) => void;
}

type Values = {
  name: string;
  backend_set_id: string;
  bac: boolean;
};

/** Add or edit a domain: name, backend set and bot check, validated by the contract's schema. */
export function DomainFormModal({
  network,
  backendSets,
  editing,
  onClose,
  onAdded,
}: DomainFormModalProps) {
  const { t } = useTranslation(domainsNs);
  const add = useAddDomain(network.id);
  const update = useUpdateDomain(network.id);
  const preverify = usePreverifyDomain(network.id);
  const opened = editing !== null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', backend_set_id: '', bac: false },
    validate: contractValidator(domainRoutes.addDomain.body),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on another domain.
  useEffect(() => {
    if (editing === null) return;
    form.setValues(
      editing
        ? { name: editing.name, backend_set_id: String(editing.backend_set_id), bac: editing.bac }
        : { name: '', backend_set_id: backendSets[0] ? String(backendSets[0].id) : '', bac: false },
    );
    form.clearErrors();
    add.reset();
    update.reset();
    preverify.reset();
  }, [editing]);

  const submit = form.onSubmit(async (values) => {
    const body = {
      name: values.name,
      backend_set_id: Number(values.backend_set_id),
      bac: values.bac,
    };
    try {
      if (editing) {
        await update.mutateAsync({ domainId: editing.id, body });
        onClose();
        return;
      }
      const check = await preverify.mutateAsync(values.name);
      if (!check.available) {
        form.setFieldError('name', t('form.taken'));
        return;
      }
      const domain = await add.mutateAsync(body);
      onAdded(domain);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });

  const failure = add.error ?? update.error ?? preverify.error;
  const renamed = editing && form.values.name.trim().toLowerCase() !== editing.name;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('form.name')}
            description={t('form.nameHint')}
            placeholder="play.example.com"
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('form.set')}
            required
            allowDeselect={false}
            data={backendSets.map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('backend_set_id')}
          />
          <Switch
            label={t('form.bac')}
            description={t('form.bacHint')}
            {...form.getInputProps('bac', { type: 'checkbox' })}
          />
          {renamed && <Alert color="warning">{t('form.renameWarning')}</Alert>}
          {failure && !form.errors.name && <Alert color="danger">{errorText(failure)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={add.isPending || update.isPending || preverify.isPending}
            >
              {editing ? t('common:actions.save') : t('common:actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
