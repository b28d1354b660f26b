import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`).replace(/^\d/, (digit) => `\\3${digit} `);
  Object.defineProperty(globalThis, 'CSS', { value: { ...globalThis.CSS, escape }, configurable: true });
}

/**
 * Renders a component as the app would hold it: inside a memory router (at `route`) and a fresh QueryClient
 * whose queries and mutations do not retry, so a failure shows at once. Answers Testing Library's queries,
 * the user-event instance to act with, and the client.
 */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
