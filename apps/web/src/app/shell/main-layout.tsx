import { Anchor, AppShell, Box, Group, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { documentationUrl } from '@/config/route-table';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { usePreferences } from '@/lib/preferences';
import { useFromBreakpoint } from '@/lib/use-breakpoint';
import { shellNs } from '../i18n';
import { AttackBanner } from './attack-banner';
import { DisabledAlert } from './disabled-alert';
import { NavMenu } from './nav-menu';
import { NotificationAlert } from './notification-alert';
import { PageHeader } from './page-header';
import { ScreenPermission } from './screen-permission';
import { TopBar } from './top-bar';

// The notifications and dialogs load once the first screen has painted; the search and the
// preferences drawer on first use: the first paint needs none of them.
const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));
const PageSearch = lazy(() => import('./page-search').then((m) => ({ default: m.PageSearch })));
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

/** Whether a part that loads on first use has been asked for, and the call that asks. */
function useOnFirstUse(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  return [wanted, () => setWanted(true)];
}

/**
 * The notifications and dialogs, mounted once the browser has painted the layout's first
 * render. The state is this component's own: setting it renders them, not the whole shell.
 */
function OverlaysAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={null}>{painted && <Overlays />}</Suspense>;
}

/** Vertical layout (menu on the left), floating top bar, static footer (docs/web.md#the-shell). */
export function Component() {
  const { t } = useTranslation(shellNs);
  const { theme } = usePreferences();
  const [menuOpened, menu] = useDisclosure(false);
  // Below the navbar's breakpoint the menu is a drawer: it is built when first opened, so a
  // phone's first render and layout leave out the two dozen links it does not show.
  const menuDocked = useFromBreakpoint('lg');
  const [menuWanted, wantMenu] = useOnFirstUse();
  const [settingsOpened, settings] = useDisclosure(false);
  const [searchWanted, wantSearch] = useOnFirstUse();
  const [settingsWanted, wantSettings] = useOnFirstUse();
  // The search opens from the store: the search mounts open once its chunk has arrived.
  const openSearch = () => {
    wantSearch();
    spotlight.open();
  };
  const toggleMenu = () => {
    wantMenu();
    menu.toggle();
  };
  const openSettings = () => {
    wantSettings();
    settings.open();
  };
  useHotkeys([
    ['mod + K', openSearch],
    ['/', openSearch],
  ]);
  const darkMenu = theme === 'semi-dark';
  return (
    <>
      <OverlaysAfterFirstPaint />
      <AppShell
        navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !menuOpened } }}
        padding="md"
      >
        <a href="#content" className="skip-link">
          {t('skipToContent')}
        </a>
        <AppShell.Navbar
          p="sm"
          bg={darkMenu ? 'dark.7' : undefined}
          c={darkMenu ? 'gray.3' : undefined}
        >
          <Group h={48} px="xs" mb="sm" gap="xs">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text fw={800} fz="xl" c={darkMenu ? 'white' : 'primary'}>
              {t('appName')}
            </Text>
          </Group>
          {(menuDocked || menuWanted) && <NavMenu dark={darkMenu} onNavigate={menu.close} />}
        </AppShell.Navbar>
        <AppShell.Main>
          <Box
            maw={1440}
            mx="auto"
            mih="calc(100vh - 32px)"
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <TopBar
              menuOpened={menuOpened}
              onToggleMenu={toggleMenu}
              onOpenSearch={openSearch}
              onOpenSettings={openSettings}
            />
            <Box id="content" style={{ flex: 1 }}>
              <DisabledAlert />
              <NotificationAlert />
              <AttackBanner />
              <PageHeader />
              <ScreenPermission>
                <Outlet />
              </ScreenPermission>
            </Box>
            <Group component="footer" justify="space-between" py="md" mt="xl" c="dimmed" fz="sm">
              <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
              <Anchor href={documentationUrl} target="_blank" rel="noopener" size="sm">
                {t('footer.apiReference')}
              </Anchor>
            </Group>
          </Box>
        </AppShell.Main>
        <Suspense fallback={null}>
          {searchWanted && <PageSearch />}
          {settingsWanted && <SettingsDrawer opened={settingsOpened} onClose={settings.close} />}
        </Suspense>
      </AppShell>
    </>
  );
}
