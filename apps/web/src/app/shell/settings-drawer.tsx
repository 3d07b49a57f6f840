import { Drawer, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, setPreference, type Theme, usePreferences } from '../../lib/preferences';
import { shellNs } from '../i18n';

/** Theme, language and clock, kept in this browser. */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(shellNs);
  const preferences = usePreferences();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('preferences.title')}
      size="sm"
    >
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={600} mb={6} id="pref-theme">
            {t('preferences.theme')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="pref-theme"
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
          onChange={(value) =>
            value && setPreference('language', value as (typeof languages)[number])
          }
          data={languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          comboboxProps={{ withinPortal: true }}
        />
        <div>
          <Text size="sm" fw={600} mb={6} id="pref-time">
            {t('preferences.timeFormat')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="pref-time"
            value={preferences.timeFormat}
            onChange={(value) => setPreference('timeFormat', value === '12h' ? '12h' : '24h')}
            data={[
              { value: '12h', label: t('preferences.hour12') },
              { value: '24h', label: t('preferences.hour24') },
            ]}
          />
        </div>
      </Stack>
    </Drawer>
  );
}
