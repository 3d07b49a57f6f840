import { NavLink, ScrollArea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { holds, useActiveNetworkData } from '@/api/active-network';
import { documentationUrl } from '@/config/route-table';
import { useSession } from '@/lib/session';
import { canAccess } from '../guard';
import { shellNs } from '../i18n';
import { isGroup, type MenuEntry, type MenuLink, menu } from './menu';

/**
 * The menu for the caller: a section with a rule (the operator's) only to whom the rule admits;
 * a screen whose permission the caller lacks on the active network is left out, and a group
 * left empty with it (docs/web.md#routes-and-screens).
 */
function useMenu(): MenuEntry[] {
  const session = useSession();
  const perms = useActiveNetworkData().network?.perms;
  const admitted = menu.filter((e) => !isGroup(e) || !e.rule || canAccess(session, e.rule));
  if (!perms) return admitted;
  const shown = (link: MenuLink) => !link.permission || holds(perms, link.permission);
  return admitted.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return shown(entry) ? [entry] : [];
    const children = entry.children.filter(shown);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The left menu; `dark` paints it for the semi-dark theme. */
export function NavMenu({ dark, onNavigate }: { dark: boolean; onNavigate: () => void }) {
  const { t } = useTranslation(shellNs);
  const { pathname } = useLocation();
  const color = dark ? 'var(--mantine-color-gray-3)' : undefined;
  return (
    <ScrollArea type="never" component="nav" aria-label={t('menu.mainNavigation')}>
      {useMenu().map((entry) =>
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
