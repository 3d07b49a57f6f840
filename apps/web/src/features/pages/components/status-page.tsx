import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagesNs } from '../i18n';

/** The shape every shell page shares: a big code, a title, one sentence, a way back. */
export function StatusPage({
  page,
}: {
  page: 'notFound' | 'serverError' | 'notAuthorized' | 'comingSoon';
}) {
  const { t } = useTranslation(pagesNs);
  const code = page === 'comingSoon' ? null : t(`${page}.code`);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" maw={520} ta="center" gap="sm">
        {code && (
          <Text fz={72} fw={800} c="primary" lh={1} aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          {t(`${page}.title`)}
        </Title>
        <Text c="dimmed">{t(`${page}.body`)}</Text>
        <Button component={Link} to="/" mt="md">
          {t('backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
