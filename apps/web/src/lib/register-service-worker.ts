/**
 * Registers the service worker of the production build (sw.js, written by the build with the list of files
 * to precache). The development server has none, so that edits show at once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  };
  // After the page has loaded, so that the worker's precaching does not compete with it. The app's script may itself
  // arrive after the load event (a server-rendered page starts it after its first paint).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
