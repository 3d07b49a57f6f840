import { useForm } from '@mantine/form';
import { type BackendSet, backendSetCreate } from '@palisade/contract';
import { applyFieldErrors, contractValidator } from '@/lib/forms';
import { useSaveBackendSet } from '../api/save-backend-set';
import { blankWake, type WakeValues, wakeBody, wakeValuesOf } from '../components/wake-fields';

export type BackendSetValues = {
  name: string;
  backends: string[];
  proxy_protocol: boolean;
  vulcan_ac_enabled: boolean;
  load_balancing_mode: number;
  wake: WakeValues;
};

const blank: BackendSetValues = {
  name: '',
  backends: [''],
  proxy_protocol: false,
  vulcan_ac_enabled: false,
  load_balancing_mode: 0,
  wake: blankWake,
};

/**
 * The set editor's form, validated by the contract's schema, and its submit: the set saved with
 * its backends trimmed, the API's field errors shown at their fields.
 */
export function useBackendSetForm(
  networkId: number,
  set: BackendSet | null,
  onSaved: (saved: BackendSet) => void,
) {
  const save = useSaveBackendSet(networkId);
  const form = useForm<BackendSetValues>({
    mode: 'controlled',
    initialValues: set
      ? {
          name: set.name,
          backends: [...set.backends],
          proxy_protocol: set.proxy_protocol,
          vulcan_ac_enabled: set.vulcan_ac_enabled,
          load_balancing_mode: set.load_balancing_mode,
          wake: wakeValuesOf(set.wake),
        }
      : blank,
    validate: contractValidator(backendSetCreate),
    validateInputOnBlur: true,
    // The API's answer was about the values sent; once they change it no longer applies.
    onValuesChange: () => save.reset(),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        setId: set?.id,
        body: {
          ...values,
          backends: values.backends.map((b) => b.trim()),
          wake: wakeBody(values.wake),
        },
      },
      {
        onSuccess: onSaved,
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  return { form, save, submit };
}
