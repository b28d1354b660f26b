// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, releaseDeferredParts } from './lazy-with-preload.tsx';

/** jsdom has no IntersectionObserver: this one reports what the test says the screen shows. */
class ScreenObserver {
  static watching: ScreenObserver[] = [];
  readonly elements: Element[] = [];
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    ScreenObserver.watching.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    ScreenObserver.watching = ScreenObserver.watching.filter((observer) => observer !== this);
  }
  static bringNear() {
    for (const observer of [...ScreenObserver.watching]) observer.report([{ isIntersecting: true }]);
  }
}

let container: HTMLElement;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '<section id="below"></section><div id="root"></div>';
  container = document.getElementById('root')!;
});
afterEach(() => {
  vi.unstubAllGlobals();
  ScreenObserver.watching = [];
});

/** A part whose code is fetched only through `load`, rendered below `#below`. */
async function renderDeferredPart() {
  const load = vi.fn(async () => () => <p>the form</p>);
  const Part = lazyWithPreload(load, { hydrateNear: '#below' });
  const root = createRoot(container);
  await act(async () => root.render(<Suspense fallback={<p>waiting</p>}>{<Part />}</Suspense>));
  return { load, root };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part hydrated as it nears the screen', () => {
  it('fetches nothing until its element nears the screen', async () => {
    const { load } = await renderDeferredPart();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('waiting');
    await act(async () => ScreenObserver.bringNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('the form');
  });

  it('comes with the visitor’s first press anywhere on the page', async () => {
    const { load } = await renderDeferredPart();
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ScreenObserver.watching).toEqual([]);
  });

  it('comes when the app navigates, which could not finish without it', async () => {
    const { load } = await renderDeferredPart();
    await act(async () => releaseDeferredParts());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('the form');
  });
});
