import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from '@/components/preferences-form';
import { shellNs } from '../i18n';

/** Theme, language and clock, kept in this browser. */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(shellNs);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('preferences.title')}
      size="sm"
    >
      <PreferencesForm />
    </Drawer>
  );
}
