import { Link, useLocation } from 'react-router';
import { paths } from '@trg/contract/paths';
import { WINE_PROFILE_SECTIONS, WineProfileQuerySchema, type WineDetails, type WineProfileQuery } from '@trg/contract/wine-profiles';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError, readToken } from '../../../lib/api-client.ts';
import { useFoodPairingsReferenceData, useRegionReferenceData, useWineReferenceData } from '../api/get-reference-data.ts';
import { useWineDetails } from '../api/get-wine-details.ts';
import { AddToCellar } from './add-to-cellar.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ReadOnlySection } from './read-only-section.tsx';
import { WineReview } from './wine-review.tsx';
import { WineTastings } from './wine-tastings.tsx';
import { WineReviewsList } from './wine-reviews-list.tsx';
import { WineTeaser } from './wine-teaser.tsx';
import type { ReferenceData } from './fields.ts';
import './wine-profile.css';

/** The title of a section: the price section carries the date of the last change (spec §2). */
const sectionTitle = (section: (typeof WINE_PROFILE_SECTIONS)[number], details: WineDetails) =>
  section.id === 'price' ? `Price ${details.timestamp.slice(0, 10)}` : section.title;

/**
 * /wine-profile?wine-list={id}&wine={id}: the wine's profile. The host who lists the wine gets the editor;
 * guests with a paid booking where it is poured read it, review it and add it to their cellar.
 */
export function WineProfilePage({ search }: { search: URLSearchParams }) {
  const parsed = WineProfileQuerySchema.safeParse({
    'wine-list': search.get('wine-list') ?? undefined,
    wine: search.get('wine') ?? undefined,
  });
  if (!parsed.success) {
    return (
      <section className="section wine-profile" aria-labelledby="wine-profile-title">
        <h1 id="wine-profile-title">Wine Profile</h1>
        <div className="form-alert" role="alert">
          <p>
            This address does not name a wine. A wine profile address ends with ?wine-list=&#123;number&#125;&amp;wine=&#123;number&#125;.
          </p>
          <ul>
            {parsed.error.issues.map((issue) => (
              <li key={issue.path.join('.')}>{issue.message}</li>
            ))}
          </ul>
        </div>
        <p>
          Open the wine from its wine list or from your booking. <Link to={paths.events}>Browse the events</Link>
        </p>
      </section>
    );
  }
  return <WineProfile query={parsed.data} />;
}

function WineProfile({ query }: { query: WineProfileQuery }) {
  const details = useWineDetails(query);
  const canEdit = details.data?.canEdit === true;
  const region = useRegionReferenceData(canEdit);
  const wine = useWineReferenceData(canEdit);
  const food = useFoodPairingsReferenceData(canEdit);

  if (details.error instanceof ApiRequestError && (details.error.status === 403 || details.error.status === 401))
    return <NoAccess query={query} />;
  if (details.error instanceof ApiRequestError && details.error.status === 404) return <WineNotFound />;
  if (details.error) {
    return <QueryStatus isLoading={false} error={details.error} onRetry={() => void details.refetch()} what="wine profile" />;
  }
  const referenceError = region.error ?? wine.error ?? food.error;
  if (canEdit && referenceError) {
    const retry = () => Promise.all([region.refetch(), wine.refetch(), food.refetch()]);
    return <QueryStatus isLoading={false} error={referenceError} onRetry={() => void retry()} what="reference lists of the editor" />;
  }
  // Nothing shows until the details and, for the editor, every reference list have loaded (spec §2).
  if (!details.data || (canEdit && (!region.data || !wine.data || !food.data))) {
    return (
      <p className="page-status" role="status">
        Loading the wine profile...
      </p>
    );
  }
  const reference: ReferenceData | undefined =
    region.data && wine.data && food.data ? { region: region.data, wine: wine.data, food: food.data } : undefined;
  return <WineProfileView details={details.data} query={query} reference={canEdit ? reference : undefined} />;
}

function ReviewSummary({ summary }: { summary: WineDetails['reviewSummary'] }) {
  if (summary.count === 0 || summary.average === null) return <p className="wine-profile__summary">No guest reviews yet.</p>;
  return (
    <p className="wine-profile__summary">
      Guests rate it <strong>{summary.average.toFixed(1)} out of 5</strong> ({summary.count} {summary.count === 1 ? 'review' : 'reviews'}).
    </p>
  );
}

/**
 * The first screen of a guest's profile (issue 30): the facts people look for first, the host's score and a way
 * straight to the review; 'Add to my cellar' follows at once. The sections below hold the rest.
 */
function KeyFacts({ details }: { details: WineDetails }) {
  const origin = [details.subRegion, details.region, details.country].filter(Boolean).join(', ');
  const grapes = (details.grapeOrBlend ?? '').split('|').filter(Boolean).join(', ');
  const facts: [string, string | null][] = [
    ['Producer', details.producer],
    ['Vintage', details.vintage],
    ['From', origin || null],
    ['Grapes', grapes || null],
    ['Colour', details.colour],
    ["The host's score", details.quality === null ? null : `${details.quality} out of 100`],
  ];
  return (
    <div className="wine-profile__key">
      <dl className="wine-profile__key-facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="form-actions">
        <a className="button button--ghost" href="#wine-review-title">
          Review
        </a>
      </p>
    </div>
  );
}

function WineProfileView({
  details,
  query,
  reference,
}: {
  details: WineDetails;
  query: WineProfileQuery;
  reference: ReferenceData | undefined;
}) {
  return (
    <article className="section wine-profile" aria-labelledby="wine-profile-title">
      <header className="wine-profile__header">
        <h1 id="wine-profile-title">Wine Profile: {details.wine}</h1>
        {reference ? (
          <p className="wine-profile__intro">
            Tell your guests everything about this wine: the more detail you give, from where the grapes grow to how it tastes and what to
            eat with it, the more they will enjoy it. Open a section with Edit Section, fill in what you know and press Confirm Details.
          </p>
        ) : (
          <p className="wine-profile__intro">
            Everything the host has told us about this wine: where it is from, how it is made and how it tastes.
          </p>
        )}
        <ReviewSummary summary={details.reviewSummary} />
        {!reference && <KeyFacts details={details} />}
      </header>
      {!reference && <AddToCellar wineId={details.wineId} />}
      {/* A guest reads the structure drawn before the folded sections; the host edits the sections first. */}
      {!reference && <WineTastings query={query} isGuest />}
      {reference
        ? WINE_PROFILE_SECTIONS.map((section) => (
            <ProfileSection
              key={section.id}
              sectionId={section.id}
              title={sectionTitle(section, details)}
              details={details}
              reference={reference}
              query={query}
            />
          ))
        : WINE_PROFILE_SECTIONS.filter((section) => section.id !== 'rating' || details.quality !== null).map((section) => (
            <ReadOnlySection
              key={section.id}
              sectionId={section.id}
              title={section.id === 'rating' ? "The host's rating" : sectionTitle(section, details)}
              details={details}
            />
          ))}
      {reference ? (
        <WineTastings query={query} isGuest={false} />
      ) : (
        <WineReview query={query} wine={details.wine} notOpen={details.reviewsNotOpen ?? null} />
      )}
      <WineReviewsList query={query} details={details} />
    </article>
  );
}

/** 403: the profile is for the host and their booked guests; signed-out visitors are offered to sign in. */
function NoAccess({ query }: { query: WineProfileQuery }) {
  const location = useLocation();
  const signedIn = readToken() !== null;
  const next = `${location.pathname}${location.search}`;
  return (
    <section className="section wine-profile" aria-labelledby="wine-profile-title">
      <h1 id="wine-profile-title">This wine profile is for guests</h1>
      <p>
        A wine&apos;s full profile is for the host who pours it and for the guests who booked an event or experience that serves it.
        {signedIn ? ' Your account has no booking where this wine is poured.' : ' If you booked, sign in to see it.'}
      </p>
      <WineTeaser query={query} />
      <p className="form-actions">
        {!signedIn && (
          <Link className="button" to={`${paths.login}?${new URLSearchParams({ next }).toString()}`}>
            Sign in
          </Link>
        )}
        <Link className={signedIn ? 'button' : 'button button--ghost'} to={paths.events}>
          See the Events
        </Link>
      </p>
    </section>
  );
}

function WineNotFound() {
  return (
    <section className="section wine-profile" aria-labelledby="wine-profile-title">
      <h1 id="wine-profile-title">We could not find this wine</h1>
      <p>The wine or its wine list does not exist, or it has been removed.</p>
      <p className="form-actions">
        <Link className="button" to={paths.events}>
          Back to the Events
        </Link>
        <Link className="button button--ghost" to={paths.home}>
          Home page
        </Link>
      </p>
    </section>
  );
}
