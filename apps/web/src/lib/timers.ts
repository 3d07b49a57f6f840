/** Resolves after `ms` milliseconds, in a task of its own. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input: the
 * way to split work that would otherwise block the main thread for long.
 */
export const nextTask = (): Promise<void> => delay(0);
