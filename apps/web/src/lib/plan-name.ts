import { useTranslation } from 'react-i18next';

/**
 * A plan's name in the reader's language. The API names plans as the operator seeded them; the
 * seeded names that are words ("Free") have translations, other names are shown as they are.
 */
export function usePlanName() {
  const { t } = useTranslation('common');
  return (name: string) => t(`planNames.${name}`, { defaultValue: name });
}
