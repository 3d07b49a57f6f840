// First: before any module that builds a zod schema (see the file).
import './zod-jitless';
import './app/styles';
import './i18n/common';
import './app/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { pathTo, signInRoute } from './config/route-table';
import { keepReturn } from './features/auth/return-path';
import { renewTokensAtStart, setSessionExpiredHandler } from './lib/api';
import { nextTask } from './lib/timers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * Start-up runs in steps, each a task of its own, so that a slow phone's main thread is never
 * blocked for long: evaluating the entry, then the router (which starts the route's chunks and
 * data), then the first render, itself sliced.
 */
async function start(container: HTMLElement) {
  void renewTokensAtStart();
  await nextTask();
  const router = createAppRouter();
  // When a refresh fails the user goes to the login page, and comes back afterwards
  // (docs/web.md#session-and-access).
  setSessionExpiredHandler(() => {
    const signIn = pathTo(signInRoute);
    const here = `${window.location.pathname}${window.location.search}`;
    void router.navigate(here.startsWith(signIn) ? here : keepReturn(signIn, here));
  });
  await nextTask();
  // A transition: React renders the providers and the shell in slices, yielding to the
  // browser between them, rather than in one long task.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start(root);
