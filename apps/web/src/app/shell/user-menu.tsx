import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconLock, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSubscription } from '@/api/subscription';
import { useUserSummary } from '@/api/user-summary';
import { MenuBuiltOnOpen } from '@/components/ui/built-on-use';
import { pathTo, signInRoute } from '@/config/route-table';
import { formatMoney } from '@/lib/format';
import { usePlanName } from '@/lib/plan-name';
import { shellNs } from '../i18n';
import { signOut } from './sign-out';

export function UserMenu() {
  const { t, i18n } = useTranslation(shellNs);
  const planName = usePlanName();
  const navigate = useNavigate();
  const { data: user } = useUserSummary();
  const { data: subscription } = useSubscription();
  if (!user) return null;
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const initials = `${user.firstname[0] ?? ''}${user.lastname[0] ?? ''}`.toUpperCase() || '?';
  return (
    <MenuBuiltOnOpen
      position="bottom-end"
      width={240}
      withinPortal
      target={
        // Named by the words it shows (WCAG 2.5.3), marked as opening a menu.
        <UnstyledButton title={t('user.menu')}>
          <Group gap="xs" wrap="nowrap">
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600} lh={1.2} visibleFrom="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} visibleFrom="sm">
                {formatMoney(user.balance_cents / 100, i18n.language)}
                {subscription ? ` · ${planName(subscription.plan.name)}` : ''}
              </Text>
            </div>
            <Avatar color="primary" radius="xl">
              {initials}
            </Avatar>
          </Group>
        </UnstyledButton>
      }
    >
      <Menu.Label>{user.email}</Menu.Label>
      <Menu.Item
        component={Link}
        to={pathTo('billing-overview')}
        leftSection={<IconCreditCard size={16} />}
      >
        {t('user.balance', { amount: formatMoney(user.balance_cents / 100, i18n.language) })}
        {subscription && (
          <Text size="xs" c="dimmed">
            {t('user.plan', { name: planName(subscription.plan.name) })}
          </Text>
        )}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        component={Link}
        to={pathTo('page-user-profile')}
        leftSection={<IconSettings size={16} />}
      >
        {t('user.settings')}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to={pathTo('page-lock-screen')}
        leftSection={<IconLock size={16} />}
      >
        {t('user.lock')}
      </Menu.Item>
      <Menu.Item
        color="danger"
        leftSection={<IconLogout size={16} />}
        onClick={() => void signOut().then(() => navigate(pathTo(signInRoute)))}
      >
        {t('user.signOut')}
      </Menu.Item>
    </MenuBuiltOnOpen>
  );
}
