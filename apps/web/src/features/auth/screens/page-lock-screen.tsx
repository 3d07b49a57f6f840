import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { endpoints } from '@palisade/contract/endpoints';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { pathTo } from '@/config/route-table';
import { call } from '@/lib/api-client';
import { sessionStore, useSession } from '@/lib/session';
import { AuthCard } from '../components/auth-card';
import { UnlockForm } from '../components/unlock-form';
import { authNs } from '../i18n';

/**
 * Locking ends the session (the refresh token is revoked) but remembers who was signed in, so
 * unlocking only asks for the password.
 */
function lock(): void {
  const { refreshToken, user } = sessionStore.get();
  if (refreshToken) {
    void call(endpoints.logout, { body: { refresh_token: refreshToken } }).catch((error: Error) =>
      console.warn('Palisade: lock was not confirmed by the server:', error.message),
    );
  }
  sessionStore.set({ accessToken: null, refreshToken: null, user });
}

export function Component() {
  const { t } = useTranslation(authNs);
  const { user } = useSession();
  useEffect(lock, []);
  if (!user) return <Navigate to={pathTo('page-login')} replace />;

  const initials = `${user.firstname[0] ?? ''}${user.lastname[0] ?? ''}`.toUpperCase();
  return (
    <AuthCard title={t('lock.title')} subtitle={t('lock.subtitle', { email: user.email })}>
      <Group>
        <Avatar color="primary" radius="xl" size="lg">
          {initials}
        </Avatar>
        <Text fw={600}>
          {user.firstname} {user.lastname}
        </Text>
      </Group>
      <UnlockForm email={user.email} />
      <Text size="sm" ta="center">
        <Anchor
          component={Link}
          to={pathTo('page-login')}
          onClick={() => sessionStore.set({ accessToken: null, refreshToken: null, user: null })}
        >
          {t('lock.other')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
