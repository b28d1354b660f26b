/**
 * Registers the service worker of the production build (sw.js, written by the build with the list of files
 * to precache). The development server has none, so that edits show at once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  });
}
