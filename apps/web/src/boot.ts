// The page's first script, a few hundred bytes. A page the server rendered can be read before any script runs, so its
// app waits for the first paint: the styles and the page's main picture have the line to themselves until then, and
// the main thread is free to lay out and paint. Then the page's modules (the app's and its route's, listed by the
// server) are preloaded together and the app starts. The shell of the pages rendered in the browser starts at once.
import { PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import './styles/global.css';

/**
 * Resolves once the browser has painted the page (a 'paint' performance entry), or at once where it cannot tell. A
 * hidden page does not paint: it starts on load instead.
 */
function afterFirstPaint(): Promise<void> {
  const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!observable || performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
    if (document.visibilityState === 'hidden') window.addEventListener('load', () => resolve(), { once: true });
  });
}

function preload(file: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

/** The page's script modules as the server listed them, the app's entry first; empty when none are listed. */
function pageScripts(list: HTMLElement): string[] {
  try {
    const files: unknown = JSON.parse(list.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}

const list = document.getElementById(PAGE_SCRIPTS_ID);
const [app, ...rest] = list ? pageScripts(list) : [];
if (!app) {
  // The development server, which serves the sources as they are.
  if (import.meta.env.DEV) void import('./main.tsx');
} else if (list?.dataset.rendered !== undefined) {
  void afterFirstPaint().then(() => {
    rest.forEach(preload);
    return import(/* @vite-ignore */ app);
  });
} else {
  void import(/* @vite-ignore */ app);
}
