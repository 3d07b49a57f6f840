import {
  ActionIcon,
  Burger,
  Group,
  Indicator,
  Kbd,
  Paper,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconMoon, IconSearch, IconSettings, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserSummary } from '@/api/user-summary';
import { TooltipBuiltOnHover } from '@/components/ui/built-on-use';
import { setPreference, usePreferences } from '@/lib/preferences';
import { useFromBreakpoint } from '@/lib/use-breakpoint';
import { shellNs } from '../i18n';
import { LanguageMenu } from './language-menu';
import { NetworkSwitcher } from './network-switcher';
import { UserMenu } from './user-menu';

/** The floating top bar (docs/web.md#the-shell). */
export function TopBar({
  menuOpened,
  onToggleMenu,
  onOpenSearch,
  onOpenSettings,
}: {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onOpenSearch: () => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation(shellNs);
  const { theme } = usePreferences();
  const { data: user } = useUserSummary();
  const unread = user?.notifications.length ?? 0;
  const dark = theme === 'dark';
  // The language menu, the theme switch and the notifications bell show from `sm` on.
  const wide = useFromBreakpoint('sm');
  return (
    <Paper
      component="header"
      shadow="sm"
      radius="md"
      px="md"
      py={8}
      withBorder
      pos="sticky"
      top={12}
      className="top-bar"
      style={{ zIndex: 100 }}
      mb="lg"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="lg"
            size="sm"
            aria-label={t('menu.openMenu')}
          />
          <UnstyledButton
            onClick={onOpenSearch}
            // The name must contain the visible words (WCAG 2.5.3, axe label-content-name-mismatch).
            aria-label={`${t('search.placeholder')} Ctrl K`}
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <IconSearch size={20} stroke={1.6} />
            <Text size="sm" c="dimmed" visibleFrom="md">
              {t('search.placeholder')}
            </Text>
            <Kbd size="xs" visibleFrom="md">
              Ctrl K
            </Kbd>
          </UnstyledButton>
        </Group>
        <Group gap={6} wrap="nowrap">
          <NetworkSwitcher />
          {wide && (
            <>
              <LanguageMenu />
              <TooltipBuiltOnHover label={dark ? t('preferences.light') : t('preferences.dark')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => setPreference('theme', dark ? 'light' : 'dark')}
                  aria-label={dark ? t('preferences.light') : t('preferences.dark')}
                >
                  {dark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
                </ActionIcon>
              </TooltipBuiltOnHover>
              <TooltipBuiltOnHover
                label={unread ? t('notifications.label') : t('notifications.none')}
              >
                <Indicator
                  disabled={unread === 0}
                  label={unread}
                  size={16}
                  color="danger"
                  offset={4}
                >
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('notifications.label')}
                  >
                    <IconBell size={20} stroke={1.6} />
                  </ActionIcon>
                </Indicator>
              </TooltipBuiltOnHover>
            </>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onOpenSettings}
            aria-label={t('preferences.open')}
          >
            <IconSettings size={20} stroke={1.6} />
          </ActionIcon>
          <UserMenu />
        </Group>
      </Group>
    </Paper>
  );
}
