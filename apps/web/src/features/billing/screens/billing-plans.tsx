import { Card, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/api/subscription';
import { QueryState } from '@/components/ui/query-state';
import { usePlans } from '../api/plans';
import { ChangePlanModal } from '../components/change-plan-modal';
import { PlanTable } from '../components/plan-table';
import { billingNs } from '../i18n';

/** Plans side by side, the current one marked; choosing one asks with its price first. */
export function Component() {
  const { t } = useTranslation(billingNs);
  const plans = usePlans();
  const subscription = useSubscription();
  const [choosing, setChoosing] = useState<number | null>(null);
  return (
    <QueryState queries={[plans]}>
      {() => (
        <Card padding="lg">
          <Text size="sm" c="dimmed" mb="md">
            {t('plans.intro')}
          </Text>
          <PlanTable
            plans={[...(plans.data ?? [])].sort((a, b) => a.level - b.level)}
            currentId={subscription.data?.plan.id}
            onChoose={setChoosing}
          />
          <ChangePlanModal planId={choosing} onClose={() => setChoosing(null)} />
        </Card>
      )}
    </QueryState>
  );
}
