import { Card, Tabs, Text } from '@mantine/core';
import type { User } from '@palisade/contract';
import {
  IconAt,
  IconKey,
  IconLock,
  IconSettings,
  IconShieldCheck,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from '@/components/preferences-form';
import { settingsNs } from '../i18n';
import { ApiKeyPanel } from './api-key-panel';
import { EmailForm } from './email-form';
import { GeneralForm } from './general-form';
import { PasswordForm } from './password-form';
import { TwoFactorPanel } from './two-factor-panel';

/** The tabs in their order; the first is shown when the address names none (`?tab=`). */
export const profileTabs = [
  'general',
  'email',
  'password',
  'apiKey',
  'twoFactor',
  'preferences',
] as const;
export type ProfileTab = (typeof profileTabs)[number];
const icons = {
  general: IconUser,
  email: IconAt,
  password: IconLock,
  apiKey: IconKey,
  twoFactor: IconShieldCheck,
  preferences: IconSettings,
} as const;

/** The account's settings, one tab each. */
export function ProfileTabs({
  user,
  tab,
  onTab,
}: {
  user: User;
  tab: ProfileTab;
  onTab: (tab: string | null) => void;
}) {
  const { t } = useTranslation(settingsNs);
  return (
    <Card padding="lg">
      <Tabs value={tab} onChange={onTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {profileTabs.map((name) => {
            const Icon = icons[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} />}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="email">
          <EmailForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="apiKey">
          <ApiKeyPanel />
        </Tabs.Panel>
        <Tabs.Panel value="twoFactor">
          <TwoFactorPanel user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="preferences" maw={520}>
          <Text size="sm" c="dimmed" mb="md">
            {t('preferences.intro')}
          </Text>
          <PreferencesForm />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
