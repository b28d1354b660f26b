import type { PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import type { SalesState } from '@trg/contract/sale-state';
import { KINDS, titleOf } from '../../features/catalog/catalog-kinds.ts';
import { documentTitle } from '../../lib/document-title.ts';
import { absoluteUrl, metaDescription, type PageHead } from './head.ts';
import { zonedDateTime } from './zoned-date-time.ts';

/**
 * schema.org availability of the tickets. Google's event offers read InStock, SoldOut and PreOrder (tickets
 * on sale later, from validFrom); sales that have closed with tickets left are OutOfStock, not sold out.
 */
export const AVAILABILITY: Record<SalesState, string> = {
  open: 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/SoldOut',
  'not-started': 'https://schema.org/PreOrder',
  closed: 'https://schema.org/OutOfStock',
};

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Leaves out the keys whose value is undefined, so that the JSON shows only what the item has. */
const defined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

function location(item: PublicItem, pageUrl: string | undefined): Record<string, unknown> {
  if (item.olineExperience) return { '@type': 'VirtualLocation', url: pageUrl };
  const street = text(item.locationAddress);
  const city = text(item.locationcity);
  return defined({
    '@type': 'Place',
    name: [street, city].filter(Boolean).join(', ') || text(item.businessName),
    address: defined({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      postalCode: text(item.locationZip_code),
      addressCountry: text(item.locationCountry),
    }),
    geo: item.lat !== null && item.lng !== null ? { '@type': 'GeoCoordinates', latitude: item.lat, longitude: item.lng } : undefined,
  });
}

/**
 * The guests' reviews as schema.org reads them, once there are visible ones: the average and count the page shows
 * (only reviews staff have not hidden, by guests still holding a paid booking) and the first page of them.
 */
function ratings(item: PublicItem): Record<string, unknown> {
  if (item.reviewCount === 0 || item.reviewAverage === null) return {};
  const reviews = item.latestReviews ?? [];
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: item.reviewAverage,
      reviewCount: item.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review:
      reviews.length === 0
        ? undefined
        : reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.reviewerName },
            datePublished: review.date,
            reviewBody: review.comment,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
  };
}

/** The schema.org Event of a public event or experience page. */
export function itemEvent(kind: CatalogKind, item: PublicItem, origin: string): Record<string, unknown> {
  const pageUrl = absoluteUrl(KINDS[kind].detailPath(item.slug), origin);
  const image = item.mainExperienceImage ? absoluteUrl(item.mainExperienceImage, origin) : undefined;
  const zone = item.timeZoneId ?? item.timeZone;
  const salesStart = zonedDateTime(item.salesStartDate, item.salesStartTime ?? '00:00', zone);
  const organizer = text(item.businessName);
  return defined({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: titleOf(item),
    description: text(item.summary) ?? text(item.description),
    url: pageUrl,
    image: image ? [image] : undefined,
    startDate: zonedDateTime(item.date, item.time, zone),
    eventStatus: item.status === 'Cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: item.olineExperience
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: location(item, pageUrl),
    offers:
      item.allInPrice === null
        ? undefined
        : defined({
            '@type': 'Offer',
            // What one ticket really costs, as the API shows it (price, booking fee and its VAT).
            price: item.allInPrice,
            priceCurrency: item.currency,
            availability: AVAILABILITY[item.salesState],
            url: pageUrl,
            validFrom: salesStart,
          }),
    organizer: organizer ? { '@type': 'Organization', name: organizer } : undefined,
    ...ratings(item),
  });
}

/** /Events/{slug} and /Experiences/{slug}: the item's title, summary and picture, and its Event. */
export function itemHead(kind: CatalogKind, item: PublicItem, origin: string): PageHead {
  const title = titleOf(item);
  const config = KINDS[kind];
  const about = text(item.summary) ?? text(item.description) ?? `${title}: an ${config.noun} hosted by ${item.businessName}.`;
  return {
    title: documentTitle(title),
    description: metaDescription(about),
    canonicalPath: config.detailPath(item.slug),
    ...(item.mainExperienceImage
      ? {
          image: { url: item.mainExperienceImage, alt: title },
          // The sizes of the detail page's picture (item-detail.tsx).
          preloadImage: {
            href: item.mainExperienceImage,
            srcSet: item.mainExperienceImageSrcSet,
            sizes: '(max-width: 900px) 100vw, 420px',
          },
        }
      : {}),
    jsonLd: [itemEvent(kind, item, origin)],
  };
}
