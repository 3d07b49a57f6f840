import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (closed again before it is answered). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
