import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-table';
import { domainsNs } from '../i18n';

/**
 * Why a caller who may add domains cannot yet: the backend sets are hidden from them, or there
 * is none to send players to (with the way to make one). Nothing otherwise.
 */
export function SetsNote({ hidden, needed }: { hidden: boolean; needed: boolean }) {
  const { t } = useTranslation(domainsNs);
  if (hidden)
    return (
      <Alert color="primary" variant="light">
        {t('setsHidden')}
      </Alert>
    );
  if (!needed) return null;
  return (
    <Alert color="primary" variant="light">
      <Group justify="space-between">
        <Text size="sm">{t('needSet')}</Text>
        <Button component={Link} to={pathTo('backend-sets')} size="xs" variant="light">
          {t('needSetAction')}
        </Button>
      </Group>
    </Alert>
  );
}
