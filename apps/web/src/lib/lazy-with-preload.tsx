import { lazy, type ComponentType } from 'react';
import { watchNearScreen } from './near-screen.ts';

const preloaders: (() => Promise<void>)[] = [];

/** The parts still waiting to near the screen, each released by calling its function. */
const waiting = new Set<() => void>();

/**
 * Resolves once the element `selector` finds nears the screen, or `releaseDeferredParts` is called; at once when
 * there is no such element (a render after a navigation).
 */
function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      waiting.delete(release);
      stop();
      resolve();
    };
    const stop = watchNearScreen(element, release);
    waiting.add(release);
  });
}

/**
 * Loads every part still waiting to near the screen. The app calls it when the visitor navigates: React must hydrate
 * a part before it can update or move it, so a navigation would otherwise wait on a part that never comes near.
 */
export function releaseDeferredParts(): void {
  for (const release of [...waiting]) release();
}

/**
 * React.lazy for a part rendered on the server below the fold: in the browser its code arrives after the page's
 * (React keeps the server's HTML meanwhile and hydrates it once the code is in); on the server, `preloadAll` has
 * loaded it before any render, so that it never suspends there (a suspended part would need an inline script,
 * which the CSP forbids).
 *
 * With `hydrateNear`, the selector of an element of the part's server HTML, the code is not even fetched until that
 * element nears the viewport (or the visitor first interacts with the page): a first screen that does not show the
 * part does not pay for it.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>, options: { hydrateNear?: string } = {}): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
    if (options.hydrateNear) await whenNear(options.hydrateNear);
    Loaded = await load();
    return { default: Loaded };
  });
  preloaders.push(async () => {
    Loaded ??= await load();
  });
  return function LazyWithPreload(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/** Loads every part made with lazyWithPreload (and those of modules loaded later, on the next call). */
export async function preloadAll(): Promise<void> {
  await Promise.all(preloaders.map((preload) => preload()));
}
