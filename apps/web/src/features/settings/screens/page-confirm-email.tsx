import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '@/lib/forms';
import { sessionStore, setUser } from '@/lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { settingsNs } from '../i18n';

/** `/confirm-email/{token}`: the link mailed to a new address finishes the e-mail change. */
export function Component() {
  const { t } = useTranslation(settingsNs);
  const { token = '' } = useParams();
  const confirm = useConfirmEmail(token);
  const email = confirm.data?.email;
  // A signed-in browser shows the new address at once.
  useEffect(() => {
    const user = sessionStore.get().user;
    if (email && user) setUser({ ...user, email });
  }, [email]);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" maw={440} w="100%">
        <Stack>
          {confirm.isPending ? (
            <>
              <Title order={1} size="h3">
                {t('confirmEmail.working')}
              </Title>
              <Loader />
            </>
          ) : confirm.isSuccess ? (
            <>
              <Title order={1} size="h3">
                {t('confirmEmail.done')}
              </Title>
              <Text>{t('confirmEmail.doneBody', { email })}</Text>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                {t('confirmEmail.failed')}
              </Title>
              <Alert color="danger" variant="light" role="alert">
                {errorText(confirm.error)}
              </Alert>
            </>
          )}
          <Button component={Link} to="/">
            {t('confirmEmail.toDashboard')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
