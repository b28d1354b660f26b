import { BRAND } from '@trg/contract/brand';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { paths } from '@trg/contract/paths';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import type { JournalPost } from '@trg/contract/journal-posts';
import { documentTitle } from '../../lib/document-title.ts';
import { absoluteUrl, metaDescription, siteOrigin, type PageHead } from './head.ts';

/** The brand's logo: the site icon is its only drawn mark. */
export const LOGO_PATH = '/favicon.svg';

const organizationId = (origin: string) => `${siteOrigin(origin)}/#organization`;

/** The publisher of the site and its articles, as schema.org reads it. */
export function organization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: BRAND.name,
    legalName: BRAND.company,
    url: absoluteUrl(paths.home, origin),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH, origin) },
    email: BRAND.email,
    sameAs: Object.values(BRAND.social),
  };
}

/** /: the brand and its tagline; Organization and WebSite for search engines. */
export function homeHead(origin: string): PageHead {
  return {
    title: documentTitle(null),
    description: metaDescription(
      'Wine journeys planned around you: private tours of Europe’s vineyards, winemaker dinners and tastings hosted by the estates themselves.',
    ),
    canonicalPath: paths.home,
    jsonLd: [
      { '@context': 'https://schema.org', ...organization(origin) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${siteOrigin(origin)}/#website`,
        name: BRAND.name,
        alternateName: BRAND.shortName,
        description: BRAND.tagline,
        url: absoluteUrl(paths.home, origin),
        inLanguage: 'en-GB',
        publisher: { '@id': organizationId(origin) },
      },
    ],
  };
}

/** /Journal */
export function journalHead(): PageHead {
  return {
    title: documentTitle('Journal'),
    description: metaDescription(
      'Stories from the vineyards: travel notes, tastings, grower portraits and the food and music that go with the wine.',
    ),
    canonicalPath: paths.journal,
  };
}

/** /Journal/{slug}: the post's title, strap line and picture, and an Article. A placeholder post stays out of search results. */
export function articleHead(post: JournalPost, origin: string): PageHead {
  const url = absoluteUrl(paths.journalPost(post.slug), origin);
  const image = { url: post.image.src, width: post.image.width, height: post.image.height, alt: post.image.alt };
  const publisher = { '@type': 'Organization', '@id': organizationId(origin), name: BRAND.name, url: absoluteUrl(paths.home, origin) };
  return {
    title: documentTitle(post.title),
    description: metaDescription(post.strapLine),
    canonicalPath: paths.journalPost(post.slug),
    image,
    preloadImage: { href: post.image.src },
    type: 'article',
    noindex: post.placeholder === true,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.strapLine,
        image: [{ '@type': 'ImageObject', url: absoluteUrl(image.url, origin), width: image.width, height: image.height }],
        datePublished: post.date,
        author: publisher,
        publisher: { ...publisher, logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH, origin) } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: post.category,
        keywords: post.hashTags.join(', '),
        inLanguage: 'en-GB',
      },
    ],
  };
}

const LISTING_DESCRIPTIONS: Record<CatalogKind, string> = {
  event:
    'Winemaker dinners, cellar tastings and masterclasses across Europe, in person or online, hosted by the estates and bookable in a few clicks.',
  experience:
    'Vineyard walks, bodega visits and harvest weeks shared with the growers themselves, in person or online, and bookable in a few clicks.',
};

/**
 * /Events and /Experiences; the canonical URL keeps ?page=N from page 2 on. `query` is the address's search and
 * filters, written in their fixed order (listingQueryString: issue 31), so that a shared search has one canonical URL;
 * the title names the words searched for.
 */
export function listingHead(kind: CatalogKind, page = 1, query = '', words?: string): PageHead {
  const config = KINDS[kind];
  const paged = Number.isInteger(page) && page > 1;
  const base = words ? `${config.Plural} for '${words}'` : config.Plural;
  return {
    title: documentTitle(paged ? `${base}, page ${page}` : base),
    description: metaDescription(LISTING_DESCRIPTIONS[kind]),
    canonicalPath: query ? `${config.listingPath}${query}` : paged ? `${config.listingPath}?page=${page}` : config.listingPath,
  };
}

/** /PrivacyPolicy */
export function privacyHead(): PageHead {
  return {
    title: documentTitle('Terms & Conditions and Privacy Policy'),
    description: metaDescription(
      `The terms of using ${BRAND.name} and booking through it, and how we collect, keep and protect your personal data.`,
    ),
    canonicalPath: paths.privacyPolicy,
  };
}

/** /login (without its ?next=). */
export function loginHead(): PageHead {
  return {
    title: documentTitle('Login'),
    description: metaDescription('Sign in to book tastings and trips, keep your cellar, or manage the events and wine lists you host.'),
    canonicalPath: paths.login,
  };
}

/** /Register (without its ?next=). */
export function registerHead(): PageHead {
  return {
    title: documentTitle('Register Account'),
    description: metaDescription(
      'Open an account as a member to book tastings and journeys, or as a professional to host events and publish your wine lists.',
    ),
    canonicalPath: paths.register,
  };
}

/** The 404 page: kept out of search results, so its canonical URL and og:url are not printed. */
export function notFoundHead(): PageHead {
  return {
    title: documentTitle('Page not found'),
    description: metaDescription('This page does not exist or has moved. Our journal, events and experiences are a click away.'),
    canonicalPath: paths.home,
    noindex: true,
  };
}
