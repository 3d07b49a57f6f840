import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authNs } from '../i18n';

/** The frame of every sign-in page: brand, title, one line, the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(authNs);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Group gap="xs">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <div>
              <Text fw={800} fz="lg" c="primary" lh={1.1}>
                Palisade
              </Text>
              <Text size="xs" c="dimmed">
                {t('brandLine')}
              </Text>
            </div>
          </Group>
          <div>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
