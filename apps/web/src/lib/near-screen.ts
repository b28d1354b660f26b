/**
 * Calls `onNear` once, when `element` comes within half a screen of the viewport or the visitor first presses,
 * clicks or tabs anywhere on the page (at once without IntersectionObserver); returns the way to stop watching.
 */
export function watchNearScreen(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
  const stop = () => {
    observer.disconnect();
    for (const type of interactions) window.removeEventListener(type, near, true);
  };
  const near = () => {
    stop();
    onNear();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), { rootMargin: '50% 0px' });
  observer.observe(element);
  for (const type of interactions) window.addEventListener(type, near, { capture: true, passive: true });
  return stop;
}
