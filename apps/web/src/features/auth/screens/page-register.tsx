import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { authNs } from '../i18n';
import { keepReturn } from '../return-path';

export function Component() {
  const { t } = useTranslation(authNs);
  const [params] = useSearchParams();
  const toLogin = keepReturn(pathTo('page-login'), params.get('to'));
  const [registered, setRegistered] = useState<string | null>(null);

  if (registered !== null) {
    return (
      <AuthCard title={t('register.doneTitle')}>
        <Text>{t('register.done', { email: registered })}</Text>
        <Button component={Link} to={toLogin} variant="light">
          {t('register.login')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm onRegistered={setRegistered} />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={toLogin}>
          {t('register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
