import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { OauthButtons } from '../components/oauth-buttons';
import { OauthCodeForm } from '../components/oauth-code-form';
import { useOauthLogin } from '../hooks/use-oauth-login';
import { authNs } from '../i18n';
import { keepReturn } from '../return-path';

export function Component() {
  const { t } = useTranslation(authNs);
  const [params] = useSearchParams();
  const to = params.get('to');
  const oauth = useOauthLogin();

  if (oauth.needsCode) {
    return (
      <AuthCard title={t('login.twofaTitle')} subtitle={t('login.subtitle')}>
        <OauthCodeForm error={oauth.error} pending={oauth.isPending} onCode={oauth.enterCode} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm to={to} problem={oauth.problem} />
      <OauthButtons to={to} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={keepReturn(pathTo('page-register'), to)}>
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
