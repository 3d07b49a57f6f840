import { createServer } from 'node:net';

/**
 * Where test ports are drawn from: below the range Linux hands out for outgoing connections and
 * `listen(0)` (32768 and up), so the thousands of connections a flood test opens cannot take a
 * port between the moment it was found free and the moment its server binds it.
 */
const lowest = 20_000;
const highest = 32_767;

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port on 127.0.0.1 that was free a moment ago (closed again before it is answered). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (await bindable(port)) return port;
  }
}
