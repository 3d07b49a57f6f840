import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '@/config/route-table';
import { errorText } from '@/lib/forms';
import { useActivation } from '../api/activate';
import { AuthCard } from '../components/auth-card';
import { authNs } from '../i18n';

export function Component() {
  const { t } = useTranslation(authNs);
  const { token = '' } = useParams();
  const activation = useActivation(token);
  if (activation.isPending) {
    return (
      <AuthCard title={t('activate.working')}>
        <Stack align="center">
          <Loader />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(activation.isSuccess ? 'activate.doneTitle' : 'activate.failedTitle')}>
      {activation.isSuccess ? (
        <Text>{t('activate.done')}</Text>
      ) : (
        <Alert color="danger" variant="light" role="alert">
          {errorText(activation.error)}
        </Alert>
      )}
      <Button component={Link} to={pathTo('page-login')}>
        {t('activate.toLogin')}
      </Button>
    </AuthCard>
  );
}
