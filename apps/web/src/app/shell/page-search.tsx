import '@mantine/spotlight/styles.css';
import {
  Spotlight,
  type SpotlightActionData,
  type SpotlightActionGroupData,
} from '@mantine/spotlight';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { documentationUrl, screenRoutes } from '@/config/route-table';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';
import { canAccess } from '../guard';
import { shellNs } from '../i18n';
import { splitStarred } from './starred';

/**
 * Global search over every page, starred pages first. The layout loads it on first use and
 * owns its shortcuts (Ctrl/⌘ K and /), so they work before this chunk has arrived.
 */
export function PageSearch() {
  const { t } = useTranslation(shellNs);
  const navigate = useNavigate();
  const { starred } = usePreferences();

  const session = useSession();
  const pages = screenRoutes.filter(
    (r) => r.searchable && (r.rule !== 'operator' || canAccess(session, r.rule)),
  );
  const action = (path: string, title: string, starredPage: boolean): SpotlightActionData => ({
    id: `${starredPage ? 'starred' : 'page'}:${path}`,
    label: t(`titles.${title}`),
    description: path,
    leftSection: starredPage ? (
      <IconStarFilled size={16} color="var(--mantine-color-warning-6)" />
    ) : undefined,
    onClick: () => void navigate(path),
  });
  const starredPages = starred
    .map((path) => pages.find((p) => p.path === path))
    .filter((p) => p !== undefined)
    .map((p) => action(p.path, p.title, true));
  const [first, rest] = splitStarred(starredPages);

  const groups: SpotlightActionGroupData[] = [
    ...(first.length ? [{ group: t('search.starred'), actions: first }] : []),
    ...(rest.length ? [{ group: t('search.morePages'), actions: rest }] : []),
    {
      group: t('search.pages'),
      actions: [
        ...pages.map((p) => action(p.path, p.title, false)),
        {
          id: 'page:documentation',
          label: t('titles.documentation'),
          description: documentationUrl,
          onClick: () => window.open(documentationUrl, '_blank', 'noopener'),
        },
      ],
    },
  ];

  return (
    <Spotlight
      actions={groups}
      shortcut={null}
      nothingFound={t('search.nothingFound')}
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} />,
        placeholder: t('search.placeholder'),
        'aria-label': t('search.placeholder'),
      }}
    />
  );
}
