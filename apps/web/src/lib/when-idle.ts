/**
 * Runs `task` when the browser next has a moment with nothing to do (at the latest after `timeout` ms), so that
 * work nobody is waiting for does not hold up the page's first frames and inputs.
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 1);
}
