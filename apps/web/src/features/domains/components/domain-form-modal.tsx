import { Alert, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BackendSet, type Domain, domainRoutes, type Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalControl, FormModalFooter } from '@/components/ui/form-modal';
import { applyFieldErrors, contractValidator, errorText } from '@/lib/forms';
import { useAddDomain } from '../api/add-domain';
import { usePreverifyDomain } from '../api/preverify-domain';
import { useUpdateDomain } from '../api/update-domain';
import { domainsNs } from '../i18n';

interface DomainFormProps {
  network: Network;
  backendSets: readonly BackendSet[];
  /** The domain to edit; null adds one. */
  domain: Domain | null;
  onClose: () => void;
  /** Called with a newly added domain, so its DNS records can be shown next. */
  onAdded: (domain: Domain) => void;
}

/** Add or edit a domain: name, backend set and bot check, validated by the contract's schema. */
export function DomainFormModal({
  modal,
  ...props
}: Omit<DomainFormProps, 'domain' | 'onClose'> & { modal: FormModalControl<Domain> }) {
  const { t } = useTranslation(domainsNs);
  return (
    <FormModal
      modal={modal}
      title={(domain) => (domain ? t('form.editTitle', { name: domain.name }) : t('form.addTitle'))}
    >
      {(domain) => <DomainForm {...props} domain={domain} onClose={modal.close} />}
    </FormModal>
  );
}

function DomainForm({ network, backendSets, domain, onClose, onAdded }: DomainFormProps) {
  const { t } = useTranslation(domainsNs);
  const add = useAddDomain(network.id);
  const update = useUpdateDomain(network.id);
  const preverify = usePreverifyDomain(network.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: domain
      ? { name: domain.name, backend_set_id: String(domain.backend_set_id), bac: domain.bac }
      : { name: '', backend_set_id: backendSets[0] ? String(backendSets[0].id) : '', bac: false },
    validate: contractValidator(domainRoutes.addDomain.body),
  });

  const submit = form.onSubmit(async (values) => {
    const body = {
      name: values.name,
      backend_set_id: Number(values.backend_set_id),
      bac: values.bac,
    };
    try {
      if (domain) {
        await update.mutateAsync({ domainId: domain.id, body });
        onClose();
        return;
      }
      const check = await preverify.mutateAsync(values.name);
      if (!check.available) {
        form.setFieldError('name', t('form.taken'));
        return;
      }
      onAdded(await add.mutateAsync(body));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });

  const failure = add.error ?? update.error ?? preverify.error;
  const renamed = domain && form.values.name.trim().toLowerCase() !== domain.name;

  return (
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
        <FormModalFooter
          onCancel={onClose}
          pending={add.isPending || update.isPending || preverify.isPending}
          editing={domain !== null}
        />
      </Stack>
    </form>
  );
}
