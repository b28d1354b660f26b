import { describe, expect, it } from 'vitest';
import { BRAND } from '@trg/contract/brand';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';
import { DESCRIPTION_MAX } from './head.ts';
import { articleHead, homeHead, journalHead, listingHead, loginHead, notFoundHead, privacyHead, registerHead } from './page-heads.ts';

const ORIGIN = 'https://therealgrape.example';

describe('homeHead', () => {
  const head = homeHead(ORIGIN);

  it('titles the home page with the brand and its tagline', () => {
    expect(head.title).toBe(`${BRAND.name}: ${BRAND.tagline}`);
    expect(head.canonicalPath).toBe('/');
  });

  it('carries an Organization and a WebSite', () => {
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://therealgrape.example/#organization',
        name: BRAND.name,
        legalName: BRAND.company,
        url: 'https://therealgrape.example/',
        logo: { '@type': 'ImageObject', url: 'https://therealgrape.example/favicon.svg' },
        email: BRAND.email,
        sameAs: [BRAND.social.instagram, BRAND.social.facebook, BRAND.social.x],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': 'https://therealgrape.example/#website',
        name: BRAND.name,
        alternateName: BRAND.shortName,
        description: BRAND.tagline,
        url: 'https://therealgrape.example/',
        inLanguage: 'en-GB',
        publisher: { '@id': 'https://therealgrape.example/#organization' },
      },
    ]);
  });
});

describe('articleHead', () => {
  const post = JOURNAL_POSTS.find((candidate) => candidate.slug === 'rhone-valley-tour');
  if (!post) throw new Error('The Rhône post is missing from the journal.');
  const head = articleHead(post, ORIGIN);

  it('titles, describes and pictures the page with the post', () => {
    expect(head.title).toBe('Down the Rhône, one terrace at a time | The Real Grape');
    expect(head.description).toBe(post.strapLine);
    expect(head.canonicalPath).toBe('/Journal/rhone-valley-tour');
    expect(head.type).toBe('article');
    expect(head.image).toEqual({ url: '/journal/rhone-valley-tour.svg', width: 1200, height: 675, alt: post.image.alt });
    expect(head.noindex).toBe(false);
  });

  it('carries an Article with headline, strap line, picture, date, author, publisher and page', () => {
    const organization = {
      '@type': 'Organization',
      '@id': 'https://therealgrape.example/#organization',
      name: BRAND.name,
      url: 'https://therealgrape.example/',
    };
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Down the Rhône, one terrace at a time',
        description: post.strapLine,
        image: [{ '@type': 'ImageObject', url: 'https://therealgrape.example/journal/rhone-valley-tour.svg', width: 1200, height: 675 }],
        datePublished: '2025-10-14',
        author: organization,
        publisher: { ...organization, logo: { '@type': 'ImageObject', url: 'https://therealgrape.example/favicon.svg' } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://therealgrape.example/Journal/rhone-valley-tour' },
        articleSection: 'Travel',
        keywords: 'Rhone, Syrah, CoteRotie, Hermitage, SlowTravel',
        inLanguage: 'en-GB',
      },
    ]);
  });

  it('keeps a placeholder post out of search results, and every written post in them', () => {
    const [first] = JOURNAL_POSTS;
    if (!first) throw new Error('The journal has no post.');
    expect(articleHead({ ...first, placeholder: true }, ORIGIN).noindex).toBe(true);
    for (const post of JOURNAL_POSTS) expect(articleHead(post, ORIGIN).noindex, post.slug).toBe(false);
  });
});

describe('the other public pages', () => {
  it('use the page names the pages show, with their own paths', () => {
    expect(
      [journalHead(), privacyHead(), loginHead(), registerHead(), listingHead('event'), listingHead('experience')].map((head) => [
        head.title,
        head.canonicalPath,
      ]),
    ).toEqual([
      ['Journal | The Real Grape', '/Journal'],
      ['Terms & Conditions and Privacy Policy | The Real Grape', '/PrivacyPolicy'],
      ['Login | The Real Grape', '/login'],
      ['Register Account | The Real Grape', '/Register'],
      ['Events | The Real Grape', '/Events'],
      ['Experiences | The Real Grape', '/Experiences'],
    ]);
  });

  it('number a listing page from page 2 on and ignore a page that is not a whole number above 1', () => {
    expect(listingHead('event', 3)).toMatchObject({ title: 'Events, page 3 | The Real Grape', canonicalPath: '/Events?page=3' });
    expect(listingHead('event', 1).canonicalPath).toBe('/Events');
    expect(listingHead('event', 0).canonicalPath).toBe('/Events');
    expect(listingHead('event', 2.5).canonicalPath).toBe('/Events');
  });

  it('each have their own short description', () => {
    const heads = [
      homeHead(ORIGIN),
      journalHead(),
      privacyHead(),
      loginHead(),
      registerHead(),
      listingHead('event'),
      listingHead('experience'),
      notFoundHead(),
    ];
    for (const head of heads) {
      expect(head.description.length).toBeGreaterThan(50);
      expect(head.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });

  it('keep the 404 page out of search results', () => {
    expect(notFoundHead()).toMatchObject({ title: 'Page not found | The Real Grape', noindex: true });
    expect(journalHead().noindex).toBeUndefined();
  });
});
