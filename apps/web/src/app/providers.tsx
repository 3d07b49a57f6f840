import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index';
import { usePreferences } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { themeWithCloseLabel } from './theme';

/**
 * Semi-dark keeps the page light; the shell paints its menu dark itself. Notifications and
 * modals are provided by the signed-in layout, so the login page does not load them.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { theme: choice } = usePreferences();
  const { t } = useTranslation('common', { i18n });
  const close = t('actions.close');
  const theme = useMemo(() => themeWithCloseLabel(close), [close]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          // The theme's variables are a stylesheet made at build time (theme-variables.ts).
          withCssVariables={false}
          forceColorScheme={choice === 'dark' ? 'dark' : 'light'}
        >
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
