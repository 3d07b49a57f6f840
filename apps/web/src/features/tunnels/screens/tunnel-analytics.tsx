import { Alert, Button, Group, Tabs, Text } from '@mantine/core';
import { IconChartLine, IconInfoCircle, IconPlus, IconShieldLock } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { pathIdOf } from '@/lib/path-id';
import { useTunnel } from '../api/tunnel';
import { useTunnelRules } from '../api/tunnel-rules';
import { TunnelAnalyticsPanel } from '../components/tunnel-analytics-panel';
import { addRuleSearch, TunnelFirewall } from '../components/tunnel-firewall';
import { TunnelOverview } from '../components/tunnel-overview';
import { tunnelsNs } from '../i18n';

const tabs = ['overview', 'analytics', 'firewall'] as const;
type Tab = (typeof tabs)[number];

/** `/tunnels/{tunnel_id}/edit`: overview, analytics and the port firewall of one tunnel. */
export function Component() {
  const { t } = useTranslation(tunnelsNs);
  const { tunnel_id: raw } = useParams();
  const id = pathIdOf(raw);
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === params.get('tab')) ?? 'overview';
  const tunnel = useTunnel(id ?? 0);
  const rules = useTunnelRules(id ?? 0);
  const offerRule = tab === 'firewall' && params.get('add') === 'rule';
  const onOffered = useCallback(
    () => setParams({ tab: 'firewall' }, { replace: true }),
    [setParams],
  );

  if (id === null) return <QueryError error={new Error(t('page.notFound'))} />;

  return (
    <QueryState queries={[tunnel]} mih={320}>
      {() =>
        tunnel.data && (
          <>
            {rules.data?.length === 0 && tab !== 'firewall' && (
              <Alert color="warning" variant="light" mb="lg">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{t('firewall.noRules')}</Text>
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => setParams(new URLSearchParams(addRuleSearch), { replace: true })}
                  >
                    {t('firewall.add')}
                  </Button>
                </Group>
              </Alert>
            )}
            <Tabs
              value={tab}
              onChange={(value) =>
                setParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true })
              }
              keepMounted={false}
            >
              <Tabs.List mb="lg">
                <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} />}>
                  {t('page.overview')}
                </Tabs.Tab>
                <Tabs.Tab value="analytics" leftSection={<IconChartLine size={16} />}>
                  {t('page.analytics')}
                </Tabs.Tab>
                <Tabs.Tab value="firewall" leftSection={<IconShieldLock size={16} />}>
                  {t('page.firewall')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="overview">
                <TunnelOverview tunnel={tunnel.data} />
              </Tabs.Panel>
              <Tabs.Panel value="analytics">
                <TunnelAnalyticsPanel tunnelId={tunnel.data.id} />
              </Tabs.Panel>
              <Tabs.Panel value="firewall">
                <TunnelFirewall
                  tunnelId={tunnel.data.id}
                  offerRule={offerRule}
                  onOffered={onOffered}
                />
              </Tabs.Panel>
            </Tabs>
          </>
        )
      }
    </QueryState>
  );
}
