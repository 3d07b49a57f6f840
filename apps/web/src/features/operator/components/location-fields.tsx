import { Alert, Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { operatorNs } from '../i18n';
import type { Values } from './location-values';

/** A location's fields; its id is fixed once the location exists. */
export function LocationFields({
  form,
  editing,
}: {
  form: UseFormReturnType<Values>;
  editing: boolean;
}) {
  const { t } = useTranslation(operatorNs);
  return (
    <>
      <TextInput
        label={t('locations.id')}
        description={t('locations.idHint')}
        required
        disabled={editing}
        data-autofocus
        {...form.getInputProps('id')}
      />
      <Group grow align="flex-start">
        <TextInput label={t('locations.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('locations.region')} required {...form.getInputProps('region')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('locations.address')}
          description={t('locations.addressHint')}
          required
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('locations.country')}
          description={t('locations.countryHint')}
          maxLength={2}
          {...form.getInputProps('country')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('locations.bedrockFirst')}
          min={1}
          max={65535}
          {...form.getInputProps('bedrock_ports.first')}
        />
        <NumberInput
          label={t('locations.bedrockLast')}
          min={1}
          max={65535}
          {...form.getInputProps('bedrock_ports.last')}
        />
      </Group>
      {form.errors.bedrock_ports && (
        <Alert color="danger" variant="light">
          {form.errors.bedrock_ports}
        </Alert>
      )}
      <Textarea
        label={t('locations.allowed')}
        description={t('locations.allowedHint')}
        autosize
        minRows={2}
        ff="monospace"
        {...form.getInputProps('allowed_backends')}
      />
    </>
  );
}
