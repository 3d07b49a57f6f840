import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Domain, Network } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms';
import { usePreverifyDomain } from '../api/preverify-domain';
import { useVerifyDomain } from '../api/verify-domain';
import { domainsNs } from '../i18n';
import { DnsRecordPlan } from './dns-record-plan';
import { VerifyResult } from './verify-result';

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
        {plan && <DnsRecordPlan plan={plan} name={name} />}
        <VerifyResult error={verify.error} checked={verify.data} />
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
