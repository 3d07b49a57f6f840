/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input: the
 * way to split work that would otherwise block the main thread for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
