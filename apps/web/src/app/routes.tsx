import { type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import type { PageRoute } from './page-handle.ts';
import { lazyPage } from './lazy-page.tsx';

const WineProfilePage = lazyPage(() => import('./routes/wine-profile.tsx').then((module) => module.WineProfilePage));
// The spec's loading text for these pages.
const CartPage = lazyPage(() => import('./routes/cart.tsx').then((module) => module.default), 'Loading page ....');
const CheckoutPage = lazyPage(() => import('./routes/checkout.tsx').then((module) => module.default), 'Loading page ....');
const CheckoutPaymentPage = lazyPage(() => import('./routes/checkout-payment.tsx').then((module) => module.default));
const GiftCardsPage = lazyPage(() => import('./routes/gift-cards.tsx').then((module) => module.default));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password.tsx').then((module) => module.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.tsx').then((module) => module.ResetPasswordPage));
const DashboardApp = lazyPage(() => import('./routes/dashboard-app.tsx').then((module) => module.DashboardApp));
// The operator's console: its routes, like its pages, load with its first page, never on a public one.
const OperatorApp = lazyPage(() => import('./routes/operator-app.tsx').then((module) => module.OperatorApp));
const OfflinePage = lazyPage(() => import('./routes/offline.tsx').then((module) => module.OfflinePage), 'Loading page ....');

/**
 * A page the server renders. Its module's `route` brings, with the route (React Router's `lazy`), its component,
 * its loader (which reads the page's data into the query cache) and its head; `module` is its source file, which
 * the server looks up in the build's manifest to link the route's scripts and styles into the first response.
 */
function served(path: string, module: string, load: () => Promise<PageRoute>, queryClient: QueryClient): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component, loader, head } = await load();
      return { Component, loader: loader?.(queryClient), handle: { ssr: true, module, head } };
    },
  };
}

/**
 * Every page of the site, as the page manifest (contract/src/pages.ts) lists them: routes.test.ts holds the two
 * together. Paths match case-sensitively, as on the server (spec part 1 §2's paths are exact).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: string, file: string, load: () => Promise<PageRoute>) => served(path, `src/app/routes/${file}`, load, queryClient);
  const pages: RouteObject[] = [
    page(paths.home, 'home.tsx', () => import('./routes/home.tsx').then((m) => m.homeRoute)),
    page(paths.login, 'login.tsx', () => import('./routes/login.tsx').then((m) => m.loginRoute)),
    page(paths.register, 'register.tsx', () => import('./routes/register.tsx').then((m) => m.registerRoute)),
    page(paths.events, 'catalog-listing.tsx', () => import('./routes/catalog-listing.tsx').then((m) => m.eventsRoute)),
    page(paths.experiences, 'catalog-listing.tsx', () => import('./routes/catalog-listing.tsx').then((m) => m.experiencesRoute)),
    page(paths.event(':slug'), 'catalog-detail.tsx', () => import('./routes/catalog-detail.tsx').then((m) => m.eventRoute)),
    page(paths.experience(':slug'), 'catalog-detail.tsx', () => import('./routes/catalog-detail.tsx').then((m) => m.experienceRoute)),
    page(paths.journal, 'journal.tsx', () => import('./routes/journal.tsx').then((m) => m.journalRoute)),
    page(paths.journalPost(':slug'), 'journal-post.tsx', () => import('./routes/journal-post.tsx').then((m) => m.journalPostRoute)),
    page(paths.privacyPolicy, 'privacy-policy.tsx', () => import('./routes/privacy-policy.tsx').then((m) => m.privacyPolicyRoute)),
    { path: paths.offline, element: <OfflinePage /> },
    // Client-rendered: nothing on them for a preview or a search engine, and the reset link's token stays in the browser.
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    { path: paths.resetPassword, element: <ResetPasswordPage /> },
    // The profile decides itself who sees what (editor, guest view, or why not), signed in or not.
    { path: paths.wineProfile, element: <WineProfilePage /> },
    { path: paths.wineProfileFor(':slug'), element: <WineProfilePage /> },
    // Cart and checkout show visitors a logged-out view of their own (spec part 1 §2), not the redirect to /login:
    // the cart page decides itself, checkout passes its view to RequireAuth.
    { path: paths.cart, element: <CartPage /> },
    { path: paths.checkout, element: <CheckoutPage /> },
    { path: paths.checkoutPayment, element: <CheckoutPaymentPage /> },
    { path: paths.giftCards, element: <GiftCardsPage /> },
    // The dashboards: their routes, like their pages, load with the first dashboard page, never on a public one.
    { path: `${paths.dashboard}/*`, element: <DashboardApp /> },
    { path: `${paths.operator}/*`, element: <OperatorApp /> },
    page('*', 'not-found.tsx', () => import('./routes/not-found.tsx').then((m) => m.notFoundRoute)),
  ];
  return [{ id: 'root', element: <RootLayout />, children: caseSensitive(pages) }];
}

export function caseSensitive(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.index ? route : { ...route, caseSensitive: true, ...(route.children ? { children: caseSensitive(route.children) } : {}) },
  ) as RouteObject[];
}
