import { useRef } from 'react';
import { Link } from 'react-router';
import { BRAND } from '@trg/contract/brand';
import { paths } from '@trg/contract/paths';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VineyardHills } from '../../components/ui/vineyard-hills.tsx';
import { TestimonialsCarousel } from '../../features/testimonials/components/testimonials-carousel.tsx';
import { ChampagneNews } from '../../features/news/components/champagne-news.tsx';
import { useConsent } from '../../features/consent/use-consent.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { NearScreenPart, useNearScreenGate, type NearScreenGate } from '../../lib/near-screen-gate.tsx';
import { BookingConfirmation } from '../../features/cart/components/booking-confirmation.tsx';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { homeLoader } from '../loaders/home.ts';
import './home.css';

// Below the fold, the form's code (and its schemas) and the strip's cards (with their money and date formatting) load
// and hydrate when the visitor nears them, not with the page. The server waits for both, so their HTML is in the
// first response and stays while the code arrives; the strip's styles come with the page (home.css imports the
// catalog's), so that it shows styled from the first paint.
const RequestInfoForm = lazyWithPreload(() =>
  import('../../features/contact/components/request-info-form.tsx').then((module) => module.RequestInfoForm),
);
const SoonestItems = lazyWithPreload(() =>
  import('../../features/catalog/components/soonest-items.tsx').then((module) => module.SoonestItems),
);

/** The news, with pictures if the visitor allows them: its own component, so that a change of consent renders only it. */
function HomeNews({ gate }: { gate: NearScreenGate }) {
  const { thirdPartyAllowed } = useConsent();
  return <ChampagneNews showImages={thirdPartyAllowed} gate={gate} />;
}

export function HomePage() {
  usePageTitle(null);
  // Nothing here changes after hydration (HomeNews reads the consent): a render of this component
  // while a part below is still the server's HTML would be an update to that part, and make React drop its HTML.
  const soonest = useRef<HTMLElement>(null);
  const requestInfo = useRef<HTMLDivElement>(null);
  const soonestGate = useNearScreenGate(soonest);
  const requestInfoGate = useNearScreenGate(requestInfo);
  return (
    <>
      <BookingConfirmation />
      <section className="hero" aria-labelledby="hero-title">
        <VineyardHills className="hero__art" />
        <div className="hero__content">
          <p className="eyebrow">Wine holidays · Events · Experiences</p>
          <h1 id="hero-title">Europe&rsquo;s vineyards, planned around you</h1>
          <p className="hero__lede">
            {BRAND.name} designs wine journeys for couples, small groups and teams: cellar doors that rarely open, tables set among the
            vines, and growers who pour their own wine.
          </p>
          <div className="hero__actions">
            <Link className="button button--light" to={paths.events}>
              Find an event
            </Link>
            <Link className="button button--light" to={paths.experiences}>
              Book an experience
            </Link>
            <a className="button button--ghost-light" href="#request-info">
              Plan my journey
            </a>
          </div>
        </div>
      </section>

      <section ref={soonest} className="section soonest" aria-labelledby="soonest-title">
        <NearScreenPart gate={soonestGate}>
          <SoonestItems />
        </NearScreenPart>
      </section>

      <section className="section intro" aria-labelledby="intro-title">
        <h2 id="intro-title">Tailor-made, from the first glass to the last train home</h2>
        <p>
          Tell us the wines you love and the pace you like to travel at. We shape the days, book the tastings, find the right table for
          dinner and look after the details, so all that is left for you is the pouring.
        </p>
      </section>

      <section id="services" className="section services" aria-labelledby="services-title" tabIndex={-1}>
        <h2 id="services-title">Services</h2>
        <div className="services__grid">
          <article className="card service-card">
            <h3>Wine and Travel</h3>
            <p>
              Private itineraries through Champagne, Burgundy, the Rhône, Rioja, the Douro and beyond, with hand-picked places to stay and a
              driver who knows the back roads.
            </p>
            <p className="service-card__links">
              <a href="#request-info">Plan a journey with us</a>
            </p>
          </article>
          <article className="card service-card">
            <h3>Events &amp; Experiences</h3>
            <p>
              Ticketed tastings, winemaker dinners and harvest days hosted by the estates themselves, in person or online, each bookable in
              a few clicks.
            </p>
            <p className="service-card__links">
              <Link to={paths.events}>Browse events</Link>
              <Link to={paths.experiences}>Browse experiences</Link>
            </p>
          </article>
        </div>
      </section>

      <TestimonialsCarousel />

      <section id="request-info" className="section request-info" aria-labelledby="request-info-title" tabIndex={-1}>
        <div className="request-info__intro">
          <p className="eyebrow">Request information</p>
          <h2 id="request-info-title">Tell us about the trip you have in mind</h2>
          <p>
            A date, a region, a grape you cannot stop thinking about: give us a starting point and a travel planner will come back to you
            with ideas, usually within two working days.
          </p>
        </div>
        <div ref={requestInfo} className="card request-info__form">
          <NearScreenPart gate={requestInfoGate}>
            <RequestInfoForm />
          </NearScreenPart>
        </div>
      </section>

      {/* Read once the form above it nears the screen, so that the news is there before the visitor is. */}
      <HomeNews gate={requestInfoGate} />
    </>
  );
}

export const homeRoute: PageRoute = {
  Component: HomePage,
  loader: homeLoader,
  head: headFrom(pageHeads, ({ homeHead }, { url }) => homeHead(url.origin)),
};
