import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Domain, Network } from '@palisade/contract';
import { IconCloud } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import { usePreverifyDomain } from '../api/preverify-domain';
import { useVerifyDomain } from '../api/verify-domain';
import { domainsNs } from '../i18n';
import { DnsRecordFields, RecordBox } from './dns-record-fields';

/** A coloured alert's title in the text colour: warning and success tints are too light to read. */
const readable = { title: { color: 'var(--mantine-color-text)' } };

interface DnsRecordsModalProps {
  network: Network;
  domain: Domain | null;
  /** The caller may run the check (`update_domains`); the records show either way. */
  canVerify: boolean;
  onClose: () => void;
}

/**
 * The records a customer creates at their DNS host, named relative to the zone as panels want
 * them (the API finds the zone): the TXT record that proves the domain is theirs, and the ways
 * to send players through Palisade (a CNAME; at a zone's apex A/AAAA records or an SRV record,
 * docs/decisions/2026-11-28-dns-at-the-zone-apex.md). Then "Verify now", which says what the
 * API found: ownership, and whether the name leads players to the edge yet.
 */
export function DnsRecordsModal({ network, domain, canVerify, onClose }: DnsRecordsModalProps) {
  const { t } = useTranslation(domainsNs);
  const preverify = usePreverifyDomain(network.id);
  const verify = useVerifyDomain(network.id);
  const name = domain?.name ?? '';

  // The records, fetched once per domain shown (a mutation's `reset` and `mutate` stay the same).
  const { reset: resetVerify } = verify;
  const { mutate: fetchRecord } = preverify;
  useEffect(() => {
    resetVerify();
    if (name) fetchRecord(name);
  }, [name, resetVerify, fetchRecord]);

  const verified = domain?.verified || verify.data?.verified;
  const plan = verify.data?.dns ?? preverify.data?.dns;
  const checked = verify.data;

  return (
    <Modal
      opened={domain !== null}
      onClose={onClose}
      title={t('records.title', { name })}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('records.intro')}</Text>
        {preverify.isPending && <Loader size="sm" />}
        {preverify.error && <Alert color="danger">{errorText(preverify.error)}</Alert>}
        {plan && (
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
                      route.records.filter((r) => r.type === record.type).length > 1
                        ? i + 1
                        : undefined
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
        )}
        {verify.error && (
          <Alert color="warning" styles={readable} title={t('records.failed')}>
            {errorText(verify.error)}
          </Alert>
        )}
        {checked && !checked.verified && (
          <Alert color="warning" styles={readable} title={t('records.failed')}>
            {t('records.notFound', checked.txt_record)}
          </Alert>
        )}
        {checked?.verified && checked.routing === null && (
          <Alert color="warning" styles={readable} title={t('records.ownershipOnly')}>
            {t('records.noRoute', { name: checked.name })}
          </Alert>
        )}
        {checked?.verified && checked.routing !== null && (
          <Alert color="success" styles={readable} title={t('records.joinable')}>
            {t(`records.routing.${checked.routing}`)}
          </Alert>
        )}
        <Group justify="space-between">
          {verified ? (
            <Badge variant="dot" color="success" size="lg">
              {t('verified')}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {t('records.propagation')}
            </Text>
          )}
          {domain && canVerify && (
            <Button
              variant={verified ? 'default' : 'filled'}
              loading={verify.isPending}
              onClick={() =>
                verify.mutate(domain.id, {
                  onSuccess: (d) => {
                    if (d.verified && d.routing !== null && !domain.verified)
                      notifications.show({
                        color: 'success',
                        message: t('records.verifiedNow', { name: d.name }),
                      });
                  },
                })
              }
            >
              {verified ? t('records.checkAgain') : t('records.verify')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
