import { Anchor, Card, Group, List, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { dashboardNs } from '../i18n';

export interface StartSteps {
  network: boolean;
  backendSet: boolean;
  domain: boolean;
  cname: boolean;
  player: boolean;
}

const links: Record<keyof StartSteps, string> = {
  network: pathTo('network-overview'),
  backendSet: pathTo('backend-sets'),
  domain: pathTo('network-management'),
  cname: pathTo('network-management'),
  player: pathTo('network-analytics'),
};

/** The checklist for new accounts; each step is read from what the API reports. */
export function GettingStarted({ steps }: { steps: StartSteps }) {
  const { t } = useTranslation(dashboardNs);
  const entries = Object.entries(steps) as [keyof StartSteps, boolean][];
  const done = entries.filter(([, ok]) => ok).length;
  return (
    <Card padding="lg">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h5">
          {t('start.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {done} / {entries.length}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('start.subtitle')}
      </Text>
      <Progress value={(done / entries.length) * 100} mb="md" aria-label={t('start.title')} />
      <List spacing="sm" center>
        {entries.map(([step, ok]) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon
                color={ok ? 'success' : 'gray'}
                variant={ok ? 'filled' : 'light'}
                size={24}
                radius="xl"
              >
                {ok ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Group gap="xs">
              <Text size="sm" td={ok ? 'line-through' : undefined} c={ok ? 'dimmed' : undefined}>
                {t(`start.${step}`)}
              </Text>
              {!ok && (
                <Anchor component={Link} to={links[step]} size="sm">
                  {t('start.go')}
                </Anchor>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
