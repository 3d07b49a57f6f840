import {
  apiBase,
  type ErrorEnvelope,
  type RouteName,
  type RouteReply,
  type Routes,
  routes,
} from '@palisade/contract';
import { cleanup } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API as a screen's component test sees it: MSW answers each contract route the test names,
 * with a reply checked against the route's own schema, so a test cannot feed a screen a shape
 * the API never sends. A call the test did not name is refused as a network error.
 */
export const apiServer = setupServer();

/**
 * Starts the server for a test file, with the paths the screen asked for, in order; between
 * tests the page is taken down and the test's handlers and the list are cleared.
 */
export function answeringApi(): { asked: string[] } {
  const asked: string[] = [];
  beforeAll(() => {
    apiServer.listen({ onUnhandledFrame: 'error' });
    apiServer.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
  });
  afterEach(() => {
    cleanup();
    apiServer.resetHandlers();
    asked.length = 0;
  });
  afterAll(() => apiServer.close());
  return { asked };
}

const handlerOf = (name: RouteName, answer: () => Response | Promise<Response>) => {
  const route = routes[name];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${apiBase}${route.path}`, answer);
};

/** A route's success, `data` parsed by its reply schema first. */
export function reply<N extends RouteName>(name: N, data: RouteReply<Routes[N]>) {
  const parsed = routes[name].reply.parse(data);
  return handlerOf(name, () =>
    HttpResponse.json({ status: 0, data: parsed }, { status: routes[name].successStatus ?? 200 }),
  );
}

/** A route's failure in the product's envelope. */
export function refuse(
  name: RouteName,
  status: number,
  code: ErrorEnvelope['code'],
  message = code,
) {
  const envelope: ErrorEnvelope = { status, code, error: code, message };
  return handlerOf(name, () => HttpResponse.json(envelope, { status }));
}

/**
 * A route that answers only when `release` is called: the screen's loading state. `waiting`
 * counts the calls it holds, so a test knows the screen has asked.
 */
export function pending<N extends RouteName>(name: N, data: RouteReply<Routes[N]>) {
  let release = () => {};
  let waiting = 0;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const parsed = routes[name].reply.parse(data);
  return {
    handler: handlerOf(name, async () => {
      waiting += 1;
      await held;
      waiting -= 1;
      return HttpResponse.json({ status: 0, data: parsed });
    }),
    release: () => release(),
    waiting: () => waiting,
  };
}
