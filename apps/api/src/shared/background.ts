import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (the mails of sign-up and password reset), so the
 * answer takes the same time whether or not the address has an account. Failures are logged.
 */
export interface Background {
  run(what: string, task: () => Promise<unknown>): void;
  /** Waits for what is running (shutdown, tests). */
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const done = task()
        .catch((error: Error) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
