import { NavLink, ScrollArea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { documentationUrl } from '@/config/route-table';
import { useSession } from '@/lib/session';
import { canAccess } from '../guard';
import { shellNs } from '../i18n';
import { isGroup, menu } from './menu';

/** The left menu; `dark` paints it for the semi-dark theme. */
export function NavMenu({ dark, onNavigate }: { dark: boolean; onNavigate: () => void }) {
  const { t } = useTranslation(shellNs);
  const { pathname } = useLocation();
  const color = dark ? 'var(--mantine-color-gray-3)' : undefined;
  const session = useSession();
  // A section with a rule (the operator's) is listed only to whom the rule admits.
  const shown = menu.filter((e) => !isGroup(e) || !e.rule || canAccess(session, e.rule));
  return (
    <ScrollArea type="never" component="nav" aria-label={t('menu.mainNavigation')}>
      {shown.map((entry) =>
        isGroup(entry) ? (
          <NavLink
            key={entry.label}
            label={t(entry.label)}
            leftSection={<entry.icon size={20} stroke={1.6} />}
            defaultOpened={entry.children.some((c) => pathname.startsWith(c.to))}
            c={color}
            childrenOffset={34}
          >
            {entry.children.map((child) => (
              <NavLink
                key={child.to}
                component={RouterLink}
                to={child.to}
                label={t(child.label)}
                active={pathname === child.to}
                onClick={onNavigate}
                c={pathname === child.to ? undefined : color}
                variant="filled"
              />
            ))}
          </NavLink>
        ) : entry.external ? (
          <NavLink
            key={entry.to}
            component="a"
            href={documentationUrl}
            target="_blank"
            rel="noopener"
            label={t(entry.label)}
            leftSection={entry.icon && <entry.icon size={20} stroke={1.6} />}
            rightSection={<IconExternalLink size={14} stroke={1.6} />}
            c={color}
          />
        ) : (
          <NavLink
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            label={t(entry.label)}
            leftSection={entry.icon && <entry.icon size={20} stroke={1.6} />}
            active={pathname.startsWith(entry.to.replace(/\/[^/]+$/, ''))}
            onClick={onNavigate}
            c={pathname.startsWith(entry.to.replace(/\/[^/]+$/, '')) ? undefined : color}
            variant="filled"
          />
        ),
      )}
    </ScrollArea>
  );
}
