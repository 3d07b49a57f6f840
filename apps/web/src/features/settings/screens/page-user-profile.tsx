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
import { useSearchParams } from 'react-router';
import { useUserSummary } from '@/api/user-summary';
import { PreferencesForm } from '@/components/preferences-form';
import { QueryState } from '@/components/ui/query-state';
import { ApiKeyPanel } from '../components/api-key-panel';
import { EmailForm } from '../components/email-form';
import { GeneralForm } from '../components/general-form';
import { PasswordForm } from '../components/password-form';
import { TwoFactorPanel } from '../components/two-factor-panel';
import { settingsNs } from '../i18n';

const tabs = ['general', 'email', 'password', 'apiKey', 'twoFactor', 'preferences'] as const;
type Tab = (typeof tabs)[number];
const icons = {
  general: IconUser,
  email: IconAt,
  password: IconLock,
  apiKey: IconKey,
  twoFactor: IconShieldCheck,
  preferences: IconSettings,
} as const;

export function Component() {
  const user = useUserSummary();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === params.get('tab')) ?? 'general';
  return (
    <QueryState queries={[user]} mih={320}>
      {() =>
        user.data && (
          <Profile
            user={user.data}
            tab={tab}
            onTab={(value) =>
              setParams(value && value !== 'general' ? { tab: value } : {}, { replace: true })
            }
          />
        )
      }
    </QueryState>
  );
}

function Profile({
  user,
  tab,
  onTab,
}: {
  user: User;
  tab: Tab;
  onTab: (tab: string | null) => void;
}) {
  const { t } = useTranslation(settingsNs);
  return (
    <Card padding="lg">
      <Tabs value={tab} onChange={onTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((name) => {
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
