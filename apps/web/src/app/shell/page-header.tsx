import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TooltipBuiltOnHover } from '@/components/ui/built-on-use';
import { toggleStarred, usePreferences } from '@/lib/preferences';
import { shellNs } from '../i18n';
import { useCurrentScreen } from '../root-route';

/**
 * Title, breadcrumbs starting with Home (docs/web.md#routes-and-screens) and the star that
 * bookmarks the page.
 */
export function PageHeader() {
  const { t } = useTranslation(shellNs);
  const screen = useCurrentScreen();
  const { pathname } = useLocation();
  const { starred } = usePreferences();
  if (!screen) return null;
  const title = t(`titles.${screen.title}`);
  const isStarred = starred.includes(pathname);
  const crumbs = [
    { title: t('home'), to: '/' },
    ...screen.crumbs.map((c) => ({ ...c, title: t(`titles.${c.title}`) })),
  ];
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="xs">
      <div>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Breadcrumbs mt={4} separatorMargin={6} aria-label="Breadcrumb">
          {crumbs.map((crumb, index) =>
            crumb.to && index < crumbs.length - 1 ? (
              <Anchor key={crumb.title} component={Link} to={crumb.to} size="sm">
                {crumb.title}
              </Anchor>
            ) : (
              <Text
                key={crumb.title}
                size="sm"
                c="dimmed"
                aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.title}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </div>
      {screen.searchable && (
        <TooltipBuiltOnHover
          label={t(isStarred ? 'search.unstar' : 'search.star', { page: title })}
        >
          <ActionIcon
            variant="subtle"
            color={isStarred ? 'warning' : 'gray'}
            onClick={() => toggleStarred(pathname)}
            aria-label={t(isStarred ? 'search.unstar' : 'search.star', { page: title })}
            aria-pressed={isStarred}
          >
            {isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </ActionIcon>
        </TooltipBuiltOnHover>
      )}
    </Group>
  );
}
