import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Language, languages, setPreference, usePreferences } from '../lib/preferences';
import { shellNs } from './i18n';

/**
 * The language switch of the sign-in pages: a native select, so these pages do not load the
 * pop-over machinery the signed-in shell's menu uses.
 */
export function LanguageSelect() {
  const { t } = useTranslation(shellNs);
  const { language } = usePreferences();
  return (
    <NativeSelect
      aria-label={t('preferences.language')}
      leftSection={<IconLanguage size={16} stroke={1.6} />}
      value={language}
      onChange={(event) => setPreference('language', event.currentTarget.value as Language)}
      data={languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      size="xs"
      w={140}
    />
  );
}
