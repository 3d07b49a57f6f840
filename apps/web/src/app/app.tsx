import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '../lib/api';
import { Providers } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

// Spec §4: when a refresh fails the user goes to the login page, and comes back afterwards.
setSessionExpiredHandler(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  void router.navigate(here.startsWith('/login') ? here : `/login?to=${encodeURIComponent(here)}`);
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
