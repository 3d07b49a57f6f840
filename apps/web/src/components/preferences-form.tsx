import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Language,
  languages,
  setPreference,
  type Theme,
  usePreferences,
} from '../lib/preferences';

/**
 * Theme, language and clock (kept in this browser): the settings drawer and the Preferences
 * tab of Settings show the same controls. Texts are the shell's, always registered.
 */
export function PreferencesForm() {
  const { t } = useTranslation('shell');
  const preferences = usePreferences();
  const themeId = useId();
  const timeId = useId();
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" fw={600} mb={6} id={themeId}>
          {t('preferences.theme')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={themeId}
          value={preferences.theme}
          onChange={(value) => setPreference('theme', value as Theme)}
          data={[
            { value: 'light', label: t('preferences.light') },
            { value: 'dark', label: t('preferences.dark') },
            { value: 'semi-dark', label: t('preferences.semiDark') },
          ]}
        />
      </div>
      <Select
        label={t('preferences.language')}
        value={preferences.language}
        allowDeselect={false}
        onChange={(value) => value && setPreference('language', value as Language)}
        data={languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        comboboxProps={{ withinPortal: true }}
      />
      <div>
        <Text size="sm" fw={600} mb={6} id={timeId}>
          {t('preferences.timeFormat')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={timeId}
          value={preferences.timeFormat}
          onChange={(value) => setPreference('timeFormat', value === '12h' ? '12h' : '24h')}
          data={[
            { value: '12h', label: t('preferences.hour12') },
            { value: '24h', label: t('preferences.hour24') },
          ]}
        />
      </div>
    </Stack>
  );
}
