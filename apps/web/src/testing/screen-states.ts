import {
  type RouteName as ApiRoute,
  apiBase,
  type Permission,
  permissionNames,
  type RouteReply,
  type Routes,
} from '@palisade/contract';
import { act, screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { type RouteName, routeNamed } from '@/config/route-table';
import { queryClient } from '@/lib/query-client';
import { apiServer, pending, refuse, reply } from './api';
import { aNetwork, aSharedNetwork } from './fixtures';
import { renderScreen } from './render';

interface ScreenStates<List extends ApiRoute> {
  /** The screen, by its row of the route table. */
  screen: RouteName;
  /** The call whose answer the screen shows, and that answer with nothing in it. */
  list: List;
  empty: RouteReply<Routes[List]>;
  /** What the screen says over the empty answer (in one place or several). */
  emptyText: RegExp | string;
  /** The screen's other calls, answered as for an account with nothing in it. */
  others?: () => RequestHandler[];
  /** The path the test opens, when the route has `:params`. */
  path?: string;
  /** What a user does before the screen makes its call (a search, a tab). */
  act?: () => Promise<void>;
  /** The calls' `asked` list, from `answeringApi()`: the permission test reads it. */
  asked: string[];
}

/** The route-table permission of a network screen, as a list. */
function routePermissions(name: RouteName): readonly Permission[] {
  const row = routeNamed(name);
  const permission = 'permission' in row ? row.permission : undefined;
  if (permission === undefined) return [];
  return typeof permission === 'string' ? [permission] : permission;
}

/** A sub-user holding every permission but those the screen's route asks for. */
function withoutRoutePermission(name: RouteName) {
  const lacking = new Set(routePermissions(name));
  return aSharedNetwork(
    Object.fromEntries(permissionNames.filter((p) => !lacking.has(p)).map((p) => [p, true])),
  );
}

/**
 * Waits until the screen has made its held call and every other query has its answer (the
 * network list first of all) and the page shows it. A loader seen then is the screen's own:
 * before, the network list's loader (`RequireNetwork`'s) stood in for it, and a screen that
 * shows its content without one passed.
 */
async function everythingButHeldAnswered(waiting: () => number) {
  await waitFor(() => {
    expect(waiting()).toBeGreaterThan(0);
    expect(queryClient.isFetching()).toBe(waiting());
  });
  // Query results reach React a task later (TanStack Query's notifications are batched in a
  // timer); this one runs after them and `act` renders what they changed.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * The four states every screen's test covers (docs/web.md#component-tests): the empty answer's
 * text, a loader and no content while the call is pending, the API's refusal with a retry, and
 * the permission. A network screen whose route names a permission shows a sub-user without it
 * the reason and makes no call but the network list; any other screen shows the API's
 * `FORBIDDEN` (an operator screen to a customer, a network screen the API refuses).
 * The screen's own behaviour beyond these is tested beside them.
 */
export function itShowsTheScreenStates<List extends ApiRoute>(states: ScreenStates<List>) {
  // Every screen reads the network list (its permission check does); the first handler of a
  // route answers, so the list's own handler goes before the owner's network.
  const answers = (list: RequestHandler) => [
    list,
    reply('listNetworks', [aNetwork()]),
    ...(states.others?.() ?? []),
  ];
  const open = async () => {
    await renderScreen(states.screen, { path: states.path });
    await states.act?.();
  };

  it('says what an empty answer means', async () => {
    apiServer.use(...answers(reply(states.list, states.empty)));
    await open();
    expect(await screen.findAllByText(states.emptyText)).not.toEqual([]);
  });

  it('shows a loader, not the content, until the answer comes', async () => {
    const held = pending(states.list, states.empty);
    apiServer.use(...answers(held.handler));
    await open();
    await everythingButHeldAnswered(held.waiting);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryAllByText(states.emptyText)).toEqual([]);
    held.release();
    expect(await screen.findAllByText(states.emptyText)).not.toEqual([]);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('says why the answer did not come, and tries again', async () => {
    apiServer.use(...answers(refuse(states.list, 404, 'NOT_FOUND')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this: This no longer exists.');
    apiServer.use(reply(states.list, states.empty));
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findAllByText(states.emptyText)).not.toEqual([]);
  });

  const permissions = routePermissions(states.screen);
  if (permissions.length > 0) {
    it(`shows a sub-user without ${permissions.join(' or ')} why, and asks for nothing else`, async () => {
      apiServer.use(
        reply('listNetworks', [withoutRoutePermission(states.screen)]),
        ...answers(reply(states.list, states.empty)),
      );
      await renderScreen(states.screen, { path: states.path });
      expect(
        await screen.findByText(/^Your access to Survival does not include this page\./),
      ).toBeTruthy();
      expect(screen.queryAllByText(states.emptyText)).toEqual([]);
      expect(states.asked).toEqual([`${apiBase}/networks`]);
    });
  } else {
    it('shows the refusal of a caller the API does not admit, not the content', async () => {
      apiServer.use(...answers(refuse(states.list, 403, 'FORBIDDEN')));
      await open();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You are not allowed to do this.');
      expect(screen.queryAllByText(states.emptyText)).toEqual([]);
    });
  }
}
