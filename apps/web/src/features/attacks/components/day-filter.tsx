import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { attacksNs } from '../i18n';

/** dayjs's name of the dashboard's language (month and weekday names in the calendar). */
const dayjsLocales: Record<string, string> = { de: 'de', fr: 'fr', pt: 'pt-br' };

/**
 * A day filter in the dashboard's language (the browser's date field follows the browser's
 * language instead); its value is the `YYYY-MM-DD` the API's filter takes, or ''.
 */
export function DayFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  const lang = i18n.language;
  return (
    <DatePickerInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      minDate={min || undefined}
      maxDate={max || undefined}
      locale={dayjsLocales[lang] ?? 'en'}
      valueFormatter={({ date }) =>
        typeof date === 'string' ? formatDate(dayjs(date).toDate(), lang) : ''
      }
      previousLabel={t('previousMonth')}
      nextLabel={t('nextMonth')}
      clearable
      clearButtonProps={{ 'aria-label': t('common:actions.clear') }}
      w={200}
    />
  );
}
