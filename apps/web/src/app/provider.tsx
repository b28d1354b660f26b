import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../features/accounts/auth-context.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { APP_READY_ATTRIBUTE } from '@trg/contract/page-scripts';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not change on a retry; network blips and 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The query cache (made by the entry, which hands it to the routes' loaders too) and the session. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The last effect of the first commit: every part of the page that was not left for later has its handlers.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
