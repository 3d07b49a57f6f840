import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/api/subscription';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatMoney } from '@/lib/format';
import { usePlanName } from '@/lib/plan-name';
import { dashboardNs } from '../i18n';

/** The account's balance, with its plan and when it renews. */
export function BalanceCard() {
  const { t, i18n } = useTranslation(dashboardNs);
  const planName = usePlanName();
  const locale = i18n.language;
  const subscription = useSubscription();
  const plan = subscription.data;
  return (
    <StatCard
      label={t('cards.balance')}
      value={plan ? formatMoney(plan.balance, locale) : ''}
      hint={
        plan
          ? `${t('cards.plan', { plan: planName(plan.plan.name) })}${
              plan.renews_at
                ? ` · ${t('cards.renews', { date: formatDate(plan.renews_at, locale) })}`
                : ''
            }`
          : null
      }
      icon={<IconWallet size={22} />}
      loading={subscription.isPending}
    />
  );
}
