import { LEGACY_DASHBOARD_REDIRECTS } from './paths.ts';

// The server's list of the web app's pages (for the status of a page it cannot render): apart from paths.ts, so
// that the pages' first JavaScript does not carry it.

/** Route patterns the web app renders; `:param` is one path segment. */
export const SPA_ROUTE_PATTERNS = [
  '/',
  '/Journal',
  '/Journal/:slug',
  '/PrivacyPolicy',
  '/Register',
  '/login',
  '/ForgotPassword',
  '/ResetPassword',
  '/Cart',
  '/Checkout',
  '/Events',
  '/Events/:slug',
  '/Experiences',
  '/Experiences/:slug',
  '/Mydashboard',
  '/Mydashboard/MyProfile',
  '/Mydashboard/MyEvents',
  '/Mydashboard/MyEvents/:slug',
  '/Mydashboard/MyExperiences',
  '/Mydashboard/MyExperiences/:slug',
  '/Mydashboard/MyCellar',
  '/Mydashboard/business-profile',
  '/Mydashboard/create-event',
  '/Mydashboard/create-experiences',
  '/Mydashboard/create-wine-list',
  '/Mydashboard/events',
  '/Mydashboard/events/:id',
  '/Mydashboard/experiences',
  '/Mydashboard/experiences/:id',
  '/Mydashboard/wine-lists',
  '/Mydashboard/wine-lists/:id',
  ...Object.keys(LEGACY_DASHBOARD_REDIRECTS),
  '/wine-profile',
  '/wine-profile/:slug',
  '/offline',
  // The operator's console: its own router decides within (operator-paths.ts).
  '/operator',
  '/operator/:area',
  '/operator/:area/:id',
] as const;

const compiled = SPA_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

/** True when the web app has a page at `pathname` (case-sensitive). */
export function isSpaRoute(pathname: string): boolean {
  return compiled.some((pattern) => pattern.test(pathname));
}
