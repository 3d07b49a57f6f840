import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { countedLimits } from '@/lib/plan-limits';
import { operatorNs } from '../i18n';
import type { Values } from './plan-values';

/** A plan's name, prices (in cents) and limits. */
export function PlanFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation(operatorNs);
  return (
    <>
      <TextInput label={t('plans.name')} required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('plans.price')} min={0} {...form.getInputProps('price_cents')} />
        <NumberInput
          label={t('plans.premium')}
          min={0}
          {...form.getInputProps('premium_network_price_cents')}
        />
        <NumberInput
          label={t('plans.overage')}
          min={0}
          {...form.getInputProps('overage_cents_per_gb')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {countedLimits.map((name) => (
          <NumberInput
            key={name}
            label={t(`planLimits.${name}`, { ns: 'common' })}
            min={0}
            allowDecimal={false}
            {...form.getInputProps(`limits.${name}`)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
