import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Domain, Network } from '@palisade/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyInput } from '@/components/ui/copy-field';
import { errorText } from '@/lib/forms';
import { usePreverifyDomain } from '../api/preverify-domain';
import { useVerifyDomain } from '../api/verify-domain';
import { domainsNs } from '../i18n';

interface DnsRecordsModalProps {
  network: Network;
  domain: Domain | null;
  /** The caller may run the check (`update_domains`); the records show either way. */
  canVerify: boolean;
  onClose: () => void;
}

/**
 * The two records a customer creates at their DNS host: the TXT record that proves the domain
 * is theirs (as the API states it) and the CNAME (an A record where the edge is an IP address)
 * to the network's protected host; then
 * "Verify now", which shows what the API found when it fails.
 */
export function DnsRecordsModal({ network, domain, canVerify, onClose }: DnsRecordsModalProps) {
  const { t } = useTranslation(domainsNs);
  const preverify = usePreverifyDomain(network.id);
  const verify = useVerifyDomain(network.id);
  const name = domain?.name ?? '';

  // The record, fetched once per domain shown (a mutation's `reset` and `mutate` stay the same).
  const { reset: resetVerify } = verify;
  const { mutate: fetchRecord } = preverify;
  useEffect(() => {
    resetVerify();
    if (name) fetchRecord(name);
  }, [name, resetVerify, fetchRecord]);

  const verified = domain?.verified || verify.data?.verified;
  const txt = preverify.data?.txt_record;
  const recordHost = name.replace(/^\*\./, '*.');
  const type = network.protected_record_type;

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
        {txt && (
          <Stack
            gap="xs"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Text fw={600} size="sm">
              {t('records.txt')}
            </Text>
            <CopyInput label={`TXT ${t('records.host')}`} value={txt.name} />
            <CopyInput label={`TXT ${t('records.value')}`} value={txt.value} />
          </Stack>
        )}
        <Stack
          gap="xs"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        >
          <Text fw={600} size="sm">
            {t('records.target', { type })}
          </Text>
          <CopyInput label={`${type} ${t('records.host')}`} value={recordHost} />
          <CopyInput label={`${type} ${t('records.value')}`} value={network.protected_cname} />
        </Stack>
        {verify.error && (
          <Alert color="warning" title={t('records.failed')}>
            {errorText(verify.error)}
          </Alert>
        )}
        {verify.data && !verify.data.verified && (
          <Alert color="warning" title={t('records.failed')}>
            {t('records.notFound', verify.data.txt_record)}
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
          {!verified && domain && canVerify && (
            <Button
              loading={verify.isPending}
              onClick={() =>
                verify.mutate(domain.id, {
                  onSuccess: (d) => {
                    if (d.verified)
                      notifications.show({
                        color: 'success',
                        message: t('records.verifiedNow', { name: d.name }),
                      });
                  },
                })
              }
            >
              {t('records.verify')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
