import { Suspense, use, useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useHydrated } from './use-hydrated.ts';

/** How close to the screen a part below the fold comes before its code loads: about a phone's screen ahead. */
export const NEAR_SCREEN_MARGIN = '800px';

/** Opens once, when the element it watches nears the screen; a promise for React's `use`, a store for a hook. */
export interface NearScreenGate {
  readonly opened: boolean;
  readonly promise: Promise<void>;
  open(): void;
  /**
   * Whether the part may render now: not in its first render while the page hydrates (it waits for the gate); in
   * any later render the gate opens, since something needs the part now.
   */
  mayRender(hydrating: boolean): boolean;
  subscribe(listener: () => void): () => void;
}

export function makeNearScreenGate(): NearScreenGate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  let waited = false;
  const gate = {
    opened: false,
    promise,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
      // Later, not in the render that may have opened it (NearScreenPart's), which must not update other components.
      queueMicrotask(() => {
        for (const listener of listeners) listener();
      });
    },
    mayRender(hydrating: boolean) {
      if (gate.opened) return true;
      if (hydrating && !waited) {
        waited = true;
        return false;
      }
      gate.open();
      return true;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return gate;
}

/**
 * A gate that opens once `element` comes within the margin of the screen (at once without IntersectionObserver).
 * The element is rendered outside the part's Suspense boundary, so that it hydrates with the page. Opening the gate
 * re-renders nothing here: a render of the component holding a boundary that is still the server's HTML would be an
 * update to it, and React would give up hydrating it and render it afresh, dropping that HTML.
 */
export function useNearScreenGate(element: RefObject<Element | null>, margin = NEAR_SCREEN_MARGIN): NearScreenGate {
  const [gate] = useState(makeNearScreenGate);
  useEffect(() => {
    const target = element.current;
    if (gate.opened || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, gate]);
  return gate;
}

/** Whether the gate has opened, re-rendering the component that asks (only it) when it does. */
export const useGateOpened = (gate: NearScreenGate): boolean =>
  useSyncExternalStore(
    gate.subscribe,
    () => gate.opened,
    () => false,
  );

/**
 * A part below the fold (a lazily loaded component), in a Suspense boundary of its own that shows nothing in its place.
 * While the page hydrates, the part waits for the gate: React keeps the server's HTML of it meanwhile, and neither
 * loads its code nor hydrates it until the visitor nears it. On the server, and in a page rendered in the browser
 * after the first, it renders its children at once.
 *
 * Only that first render waits. React renders a waiting part again only when an update needs it: a navigation (the
 * router's context reaches every part), a change of session or consent. The part is needed now, so the gate opens,
 * which also tells React to hydrate it; else a navigation would wait for the visitor to scroll.
 */
export function NearScreenPart({ gate, children }: { gate: NearScreenGate; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilNearScreen gate={gate}>{children}</UntilNearScreen>
    </Suspense>
  );
}

function UntilNearScreen({ gate, children }: { gate: NearScreenGate; children: ReactNode }) {
  const hydrated = useHydrated();
  if (typeof window !== 'undefined' && !gate.mayRender(!hydrated)) use(gate.promise);
  return children;
}
