import { SimpleGrid, Text, Title } from '@mantine/core';
import type { DropReason } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { attacksNs } from '../i18n';

/** Every refusal reason, in the order shown (a reason the contract adds fails the build here). */
const shown: Record<DropReason, null> = {
  firewall: null,
  rate_limit: null,
  subnet: null,
  asn: null,
  ping_check: null,
  reconnect_check: null,
  verification: null,
  invalid: null,
  kernel_jail: null,
  kernel_firewall: null,
  kernel_ban: null,
};
const reasons = Object.keys(shown) as DropReason[];

/** What each defence dropped during an attack. */
export function AttackMitigation({ dropped }: { dropped: Record<DropReason, number> }) {
  const { t, i18n } = useTranslation(attacksNs);
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {t('details.mitigation')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {reasons.map((reason) => (
          <div key={reason}>
            <Text size="xs" c="dimmed">
              {t(`details.reasons.${reason}`)}
            </Text>
            <Text fw={700}>{formatCount(dropped[reason], i18n.language)}</Text>
          </div>
        ))}
      </SimpleGrid>
    </div>
  );
}
