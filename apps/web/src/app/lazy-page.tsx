import { lazy, Suspense, type ReactNode } from 'react';

/** A client-rendered page loaded on first visit, so that the first bundle stays small. */
export function lazyPage(load: () => Promise<() => ReactNode>, loadingText = 'Loading...') {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <p className="page-status" role="status">
            {loadingText}
          </p>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
