import type { ScreenModule } from './lazy';

/**
 * The sign-in and shell pages' chunks, by route name; the router fetches a page's in parallel
 * with the bare layout's, as it does the signed-in screens (shell/screens.ts).
 */
export const bareScreens = {
  'page-login': () => import('../features/auth/screens/login'),
  'page-register': () => import('../features/auth/screens/register'),
  'page-activate-account': () => import('../features/auth/screens/activate-account'),
  'page-activate-sub-account': () => import('../features/sub-users/screens/accept-invite'),
  'page-reset-password': () => import('../features/auth/screens/reset-password'),
  'page-forgot-password': () => import('../features/auth/screens/forgot-password'),
  'page-lock-screen': () => import('../features/auth/screens/lock-screen'),
  'page-confirm-email': () => import('../features/settings/screens/confirm-email'),
  'page-coming-soon': () => import('../features/pages/screens/coming-soon'),
  'page-error-404': () => import('../features/pages/screens/not-found'),
  'page-error-500': () => import('../features/pages/screens/server-error'),
  'page-not-authorized': () => import('../features/pages/screens/not-authorized'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type BareScreenName = keyof typeof bareScreens;
