import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '@trg/contract/brand';
import type { PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { splitHashTags } from '@trg/contract/catalog-text';
import { emailBreakParts, phoneDisplay, phoneHref } from '@trg/contract/display';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { titleOf, typeOf } from '../catalog-kinds.ts';
import { onlineLabel, whenText } from '../format.ts';
import { ItemImage } from '../../../components/ui/item-image.tsx';
import { EndTimeFact } from './item-facts.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';

// The refund policy's words (and the terms' rule in the contract) arrive after the first script; the server renders
// them whole, and the browser keeps its HTML until they are in.
const RefundPolicy = lazyWithPreload(() => import('./refund-policy.tsx').then((module) => module.RefundPolicy));
import { regionName } from '../../../lib/region-names.ts';
import './catalog.css';

/** The country's English name (its code when Intl has none). */
const countryText = (code: string) => regionName(code) ?? code;

function Paragraphs({ text }: { text: string | null }) {
  return (text ?? '')
    .split(/\n{2,}|\r\n\r\n/)
    .filter((part) => part.trim())
    .map((part, index) => <p key={index}>{part}</p>);
}

/** An email address that may break after its @ and before its dots, never inside a word. */
function BreakableEmail({ email }: { email: string }) {
  return (
    <>
      {emailBreakParts(email).map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

/** The host's phone (in international form: calling code, then the number without its trunk zero) and email. */
export function HostContact({ item }: { item: Pick<PublicItem, 'hostPhone' | 'hostPhoneCountryCode' | 'hostEmail'> }) {
  const phone = item.hostPhone ? phoneDisplay(item.hostPhoneCountryCode, item.hostPhone) : null;
  return (
    <dl className="host-contact">
      {phone && (
        <>
          <dt>Host phone</dt>
          <dd>
            <a className="host-contact__phone" href={phoneHref(phone)}>
              {phone}
            </a>
          </dd>
        </>
      )}
      {item.hostEmail && (
        <>
          <dt>Host email</dt>
          <dd>
            <a className="host-contact__email" href={`mailto:${item.hostEmail}`}>
              <BreakableEmail email={item.hostEmail} />
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

type AddressFields = Pick<PublicItem, 'locationAddress' | 'locationcity' | 'locationZip_code' | 'locationCountry'>;

/** Address, city, postcode and country, one a line. */
export function VenueAddress({ item }: { item: AddressFields }) {
  return (
    <address className="venue__address">
      {[item.locationAddress, item.locationcity, item.locationZip_code, item.locationCountry ? countryText(item.locationCountry) : null]
        .filter(Boolean)
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
}

function Venue({ kind, item }: { kind: CatalogKind; item: PublicItem }) {
  if (item.olineExperience) {
    return (
      <section className="venue" aria-labelledby="venue-title">
        <h2 id="venue-title">{onlineLabel(kind)}</h2>
        <p>Streaming details are shared once the {kind} is purchased.</p>
        <HostContact item={item} />
      </section>
    );
  }
  const title = titleOf(item);
  return (
    <section className="venue" aria-labelledby="venue-title">
      <h2 id="venue-title">Venue</h2>
      {item.lat !== null && item.lng !== null && (
        <LazyMap
          markers={[{ id: item.id, lat: item.lat, lng: item.lng, title }]}
          label={`Map of the venue of ${title}`}
          className="venue__map"
        />
      )}
      <VenueAddress item={item} />
      <HostContact item={item} />
    </section>
  );
}

type ItemWineList = PublicItem['WineListData'][number];

/** The booking box's id: the phone's sticky bar brings it into view. */
export const BOOKING_BOX_ID = 'booking-box';

interface ItemDetailProps {
  kind: CatalogKind;
  item: PublicItem;
  /** The booking panel (or the member's booking block), composed by the page. */
  children?: ReactNode;
  /**
   * Where a wine's name leads: given on the member's purchased-item page (the full wine profile); the public
   * pages show only the name and producer, unlinked.
   */
  wineHref?: (list: ItemWineList, wine: ItemWineList['wines'][number]) => string;
  /** The reviews people read (a lazy part, composed by the page), after the wine lists. */
  reviews?: ReactNode;
}

/**
 * Everything of spec part 2 §2 for one event or experience. The booking box (the children) comes right after the
 * title: on a phone it is the first thing under the heading, then the picture, the description and the venue; on a
 * wide screen the picture and the venue stand beside the booking box and the description.
 */
export function ItemDetail({ kind, item, children, wineHref, reviews }: ItemDetailProps) {
  const title = titleOf(item);
  const type = typeOf(item);
  const hashTags = splitHashTags(item.hashTags);
  return (
    <article className="item-detail section">
      <header className="item-detail__header">
        {type && <p className="eyebrow">{type}</p>}
        <h1>{title}</h1>
        <p className="item-detail__when">
          {item.olineExperience && <span className="tag tag--online">{onlineLabel(kind)}</span>} {item.slotted && 'Next: '}
          {whenText(item)}
          {item.endTime && ' · '}
          <EndTimeFact item={item} />
        </p>
        {item.status === 'Past' && <p className="tag tag--past">This {kind} has taken place</p>}
        {item.status === 'Cancelled' && <p className="tag tag--cancelled">This {kind} was cancelled</p>}
        {hashTags.length > 0 && (
          <ul className="hashtags" aria-label="Hashtags">
            {hashTags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <p className="item-detail__reviews">
          {item.reviewCount > 0 && item.reviewAverage !== null ? (
            <>
              <StarRating label="Guests' rating" rating={item.reviewAverage} size={20} />{' '}
              <span>
                {item.reviewAverage.toFixed(1)} from {item.reviewCount} {item.reviewCount === 1 ? 'review' : 'reviews'}
              </span>
            </>
          ) : (
            <span>No reviews yet</span>
          )}
        </p>
      </header>

      <div className="item-detail__layout">
        {children && (
          <div className="item-detail__booking" id={BOOKING_BOX_ID} tabIndex={-1}>
            {children}
          </div>
        )}
        <div className="item-detail__main">
          <section aria-labelledby="need-to-know-title">
            <h2 id="need-to-know-title">Need to Know</h2>
            {item.summary && <p className="item-detail__summary">{item.summary}</p>}
            <Paragraphs text={item.description} />
          </section>
          <Suspense fallback={null}>
            <RefundPolicy item={item} />
          </Suspense>
          <section aria-labelledby="wine-lists-title">
            <h2 id="wine-lists-title">Wine lists</h2>
            {item.WineListData.length === 0 && <p className="muted">The wines will be announced soon.</p>}
            {item.WineListData.map((list) => (
              <div key={list.id} className="wine-list">
                <h3>{list.wineListName}</h3>
                {list.wineListdescription && <p>{list.wineListdescription}</p>}
                <ul>
                  {list.wines.map((wine) => (
                    <li key={wine.id}>
                      {wineHref ? (
                        <Link className="wine-list__wine" to={wineHref(list, wine)}>
                          {wine.wine}
                        </Link>
                      ) : (
                        <span className="wine-list__wine">{wine.wine}</span>
                      )}
                      {wine.producer && <span className="wine-list__producer">{wine.producer}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <Suspense fallback={null}>{reviews}</Suspense>
          <section aria-labelledby="about-title">
            <h2 id="about-title">About {item.businessName}</h2>
            {item.businessBio ? (
              <Paragraphs text={item.businessBio} />
            ) : (
              <p className="muted">
                {item.businessName} hosts {kind}s with {BRAND.name}.
              </p>
            )}
          </section>
        </div>
        {/* On a phone this box dissolves: the picture moves up under the booking box, the venue stays last. */}
        <div className="item-detail__side">
          <ItemImage
            src={item.mainExperienceImage}
            srcSet={item.mainExperienceImageSrcSet}
            sizes="(max-width: 900px) 100vw, 420px"
            className="item-detail__image"
            eager
          />
          <Venue kind={kind} item={item} />
        </div>
      </div>
    </article>
  );
}
