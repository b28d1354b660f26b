import { usePageTitle } from '../../lib/use-page-title.ts';

/** What the app shows at /offline; without a connection the service worker serves offline.html instead. */
export function OfflinePage() {
  usePageTitle('You are offline');
  return (
    <section className="section not-found" aria-labelledby="offline-title">
      <p className="eyebrow">No connection</p>
      <h1 id="offline-title">You are offline</h1>
      <p>This page needs a connection. Any form you sent is kept on this device and will be delivered once you are back online.</p>
      <p className="not-found__actions">
        <a className="button" href="/">
          Try again
        </a>
      </p>
    </section>
  );
}
