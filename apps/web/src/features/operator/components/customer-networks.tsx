import { Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '../api/customers';
import { operatorNs } from '../i18n';

/** An account's networks: name, id, whether under attack, their domains. */
export function CustomerNetworks({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation(operatorNs);
  return (
    <>
      <Title order={3} size="h6">
        {t('customers.networks')}
      </Title>
      {customer.network_list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers.noNetworks')}
        </Text>
      ) : (
        customer.network_list.map((n) => (
          <Group key={n.id} gap="xs" wrap="wrap">
            <Text fw={600}>{n.name}</Text>
            <Text size="xs" c="dimmed">
              #{n.id}
            </Text>
            {n.under_attack && (
              <Badge color="danger" variant="dot" size="sm">
                {t('customers.underAttack')}
              </Badge>
            )}
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {n.domains.join(', ') || t('customers.noDomains')}
            </Text>
          </Group>
        ))
      )}
    </>
  );
}
