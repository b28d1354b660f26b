import { Suspense, type ReactNode } from 'react';
import { Navigate, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { paths } from '@trg/contract/paths';
import { idFromSlug } from '@trg/contract/slugs';
import { QueryStatus } from '../../components/ui/query-status.tsx';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import {
  isCurrencyConflict,
  PENDING_ADD_PARAM,
  PENDING_SLOT_PARAM,
  pendingQuantity,
  pendingSlot,
  useAddToCart,
} from '../../features/cart/hooks/use-add-to-cart.ts';
import { useItem } from '../../features/catalog/api/get-item.ts';
import { KINDS, titleOf } from '../../features/catalog/catalog-kinds.ts';
import { BookingPanel, type Buyer } from '../../features/catalog/components/booking-panel.tsx';
import { ItemDetail } from '../../features/catalog/components/item-detail.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageData, type PageRoute } from '../page-handle.ts';
import { catalogDetailLoader } from '../loaders/catalog-detail.ts';
// The reviews' styles come with the page's, for the server-rendered list's first paint.
import '../../components/ui/shown-review.css';
import '../../features/reviews/components/item-reviews.css';

// The item's head and the not-found page's (page-handle.ts's headFrom).
const heads = () => Promise.all([import('../head/item-head.ts'), pageHeads()]);

// Only for an address with no item behind it (the server answered 404): not with every item's page.
const NotFoundPage = lazyWithPreload(() => import('./not-found.tsx').then((module) => module.NotFoundPage));
// The phone's sticky bar starts hidden (the booking box is on screen), so its code may come after the first script.
const BuyBar = lazyWithPreload(() => import('../../features/catalog/components/buy-bar.tsx').then((module) => module.BuyBar));
// The reviews people read: rendered whole by the server, their code (More reviews, report, answer) after the first script.
const ItemReviews = lazyWithPreload(() =>
  import('../../features/reviews/components/item-reviews-part.tsx').then((module) => module.ItemReviewsPart),
);

/** /Events/{slug} and /Experiences/{slug}: the id is the slug's last part; a stale title part redirects. */
function CatalogDetailPage({ kind }: { kind: CatalogKind }) {
  const config = KINDS[kind];
  const { slug = '' } = useParams();
  // The loader has read the item into the cache, or found that there is none (the server then answered 404).
  const loaded = useLoaderData<PageData | undefined>();
  const missing = loaded !== null && loaded !== undefined && 'notFound' in loaded;
  const id = missing ? undefined : idFromSlug(slug);
  const query = useItem(kind, id);
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const addToCart = useAddToCart(config.productGroup, id ?? 0);
  usePageTitle(query.data ? titleOf(query.data) : config.Noun);

  const notFound = missing || id === undefined || (query.error instanceof ApiRequestError && query.error.status === 404);
  if (notFound) return <NotFoundPage />;
  if (!query.data) {
    return <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what={config.noun} />;
  }
  const item = query.data;
  if (item.slug !== slug) return <Navigate to={{ pathname: config.detailPath(item.slug), search: location.search }} replace />;

  const buyer: Buyer = !auth.isAuthenticated ? 'anonymous' : auth.membership === 'members' ? 'member' : 'host';
  const onAdd = async (quantity: number, slot?: number) => {
    if (!auth.isAuthenticated) {
      // The chosen quantity (and slot) ride along in the return address; the page checks them again on return.
      const chosen = { [PENDING_ADD_PARAM]: String(quantity), ...(slot === undefined ? {} : { [PENDING_SLOT_PARAM]: String(slot) }) };
      const back = `${location.pathname}?${new URLSearchParams(chosen).toString()}`;
      await navigate(`${paths.login}?next=${encodeURIComponent(back)}`);
      return 'redirected' as const;
    }
    await addToCart.add(quantity, slot);
    return 'added' as const;
  };
  // A party's size is bounded by its slot's places, which the server checks as it adds.
  const most = item.slotted ? Number.POSITIVE_INFINITY : Math.max(1, item.maximumQuantity ?? 1);
  const pending = pendingQuantity(location.search, most);

  return (
    <>
      <ItemDetail kind={kind} item={item} reviews={<ItemReviews item={item} signedIn={auth.isAuthenticated} onAnswered={query.refetch} />}>
        <BookingPanel
          kind={kind}
          item={item}
          buyer={buyer}
          onAdd={onAdd}
          onEmptyCartAndAdd={addToCart.emptyCartAndAdd}
          isCurrencyConflict={isCurrencyConflict}
          pendingQuantity={buyer === 'member' ? pending : null}
          pendingSlot={buyer !== 'host' && item.slotted ? pendingSlot(location.search) : null}
          onPendingAdded={() => void navigate(paths.cart, { replace: true })}
        />
      </ItemDetail>
      {buyer !== 'host' && (
        <Suspense fallback={null}>
          <BuyBar item={item} />
        </Suspense>
      )}
    </>
  );
}

export const EventDetailPage = () => <CatalogDetailPage kind="event" />;
export const ExperienceDetailPage = () => <CatalogDetailPage kind="experience" />;

const detailRoute = (kind: CatalogKind, Component: () => ReactNode): PageRoute => ({
  Component,
  loader: (queryClient) => catalogDetailLoader(queryClient, kind),
  head: headFrom(heads, ([{ itemHead }, { notFoundHead }], { url, data }) =>
    data && 'item' in data ? itemHead(kind, data.item, url.origin) : notFoundHead(),
  ),
});

export const eventRoute = detailRoute('event', EventDetailPage);
export const experienceRoute = detailRoute('experience', ExperienceDetailPage);
