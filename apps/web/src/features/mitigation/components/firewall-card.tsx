import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirewallKind } from '@/api/firewall-kinds';
import { mitigationNs } from '../i18n';
import { FirewallList } from './firewall-list';

const kinds: FirewallKind[] = ['ip', 'asn', 'country'];

/** The three firewall lists of a network as tabs. */
export function FirewallCard({ networkId }: { networkId: number }) {
  const { t } = useTranslation(mitigationNs);
  const [kind, setKind] = useState<FirewallKind>('ip');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('firewall.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('firewall.intro')}
        </Text>
        <Tabs
          value={kind}
          onChange={(value) => setKind((value as FirewallKind) ?? 'ip')}
          keepMounted={false}
        >
          <Tabs.List>
            {kinds.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {t(`firewall.tabs.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {kinds.map((k) => (
            <Tabs.Panel key={k} value={k} pt="md">
              <FirewallList networkId={networkId} kind={k} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Card>
  );
}
