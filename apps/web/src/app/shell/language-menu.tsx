import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuBuiltOnOpen } from '@/components/ui/built-on-use';
import { languages, setPreference, usePreferences } from '@/lib/preferences';
import { shellNs } from '../i18n';

export function LanguageMenu() {
  const { t } = useTranslation(shellNs);
  const { language } = usePreferences();
  return (
    <MenuBuiltOnOpen
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('preferences.language')}>
          <IconLanguage size={20} stroke={1.6} />
        </ActionIcon>
      }
    >
      {languages.map((code) => (
        <Menu.Item
          key={code}
          lang={code}
          onClick={() => setPreference('language', code)}
          fw={code === language ? 700 : undefined}
          aria-current={code === language ? 'true' : undefined}
        >
          {t(`languages.${code}`)}
        </Menu.Item>
      ))}
    </MenuBuiltOnOpen>
  );
}
