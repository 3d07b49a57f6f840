import { Alert, Text } from '@mantine/core';
import type { DnsPlan } from '@palisade/contract';
import { IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { domainsNs } from '../i18n';
import { DnsRecordFields, RecordBox } from './dns-record-fields';

/**
 * The records to create for `name`: the TXT record that proves the domain is theirs, then each
 * way to send players through Palisade (at a zone's apex, which of them is recommended).
 */
export function DnsRecordPlan({ plan, name }: { plan: DnsPlan; name: string }) {
  const { t } = useTranslation(domainsNs);
  return (
    <>
      <Text size="xs" c="dimmed">
        {plan.zone ? t('records.zone', { zone: plan.zone }) : t('records.noZone')}
      </Text>
      <RecordBox title={t('records.txt')}>
        <DnsRecordFields record={plan.ownership} />
      </RecordBox>
      {plan.apex && (
        <Alert color="primary" title={t('records.apexTitle', { name })}>
          {t('records.apexBody')}
        </Alert>
      )}
      {plan.routes.map((route) => (
        <RecordBox
          key={route.kind}
          title={t(`records.routes.${route.kind}.title`, {
            type: route.records[0]?.type ?? '',
          })}
          recommended={plan.apex && route.recommended}
        >
          {plan.apex && (
            <Text size="sm" c="dimmed">
              {t(`records.routes.${route.kind}.body`)}
            </Text>
          )}
          {route.records.map((record, i) => (
            <DnsRecordFields
              key={`${record.type}-${record.name}-${record.value}`}
              record={record}
              nth={
                route.records.filter((r) => r.type === record.type).length > 1 ? i + 1 : undefined
              }
            />
          ))}
          {route.needs_domain && (
            <Text size="sm">{t('records.needsDomain', { name: route.needs_domain })}</Text>
          )}
        </RecordBox>
      ))}
      <Alert
        color="gray"
        icon={<IconCloud size={18} aria-hidden />}
        title={t('records.cloudflareTitle')}
      >
        {t('records.cloudflareBody')}
      </Alert>
    </>
  );
}
