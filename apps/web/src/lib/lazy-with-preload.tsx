import { lazy, type ComponentType } from 'react';

const preloaders: (() => Promise<void>)[] = [];

/**
 * React.lazy for a part rendered on the server below the fold: in the browser its code arrives after the page's
 * (React keeps the server's HTML meanwhile and hydrates it once the code is in); on the server, `preloadAll` has
 * loaded it before any render, so that it never suspends there (a suspended part would need an inline script,
 * which the CSP forbids).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
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

/**
 * Loads every part made with lazyWithPreload, and the parts those parts' modules make in turn (the footer's code
 * holds the sign-up form's part): round after round until a round finds no new one, so that the first page a
 * process renders is whole, as every later one is.
 */
export async function preloadAll(): Promise<void> {
  let loaded = 0;
  while (loaded < preloaders.length) {
    const round = preloaders.slice(loaded);
    loaded = preloaders.length;
    await Promise.all(round.map((preload) => preload()));
  }
}
