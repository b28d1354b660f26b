import { useId } from 'react';
import { wineFieldsOfSection, type WineDetails, type WineProfileSectionId } from '@trg/contract/wine-profiles';
import { FieldValue, hasValue } from './field-value.tsx';

/** What guests read for a field whose editor label speaks to the host. */
const GUEST_LABELS: Readonly<Record<string, string>> = { quality: 'Quality, out of 100' };

const detailCount = (count: number) => (count === 0 ? 'not described yet' : count === 1 ? '1 detail' : `${count} details`);

/**
 * A section as guests see it: the fields the host has filled in, as text; sliders as their words. Folded by default
 * (a native disclosure, so it opens before the page's script has run); its summary says how much it holds.
 */
export function ReadOnlySection({ sectionId, title, details }: { sectionId: WineProfileSectionId; title: string; details: WineDetails }) {
  const headingId = useId();
  // The currency alone is no detail: it shows with the prices.
  const fields = wineFieldsOfSection(sectionId).filter(
    (field) => field.name !== 'wine' && field.kind !== 'currency' && hasValue(details, field),
  );
  return (
    <section className="wine-profile__section wine-profile__section--folded" aria-labelledby={headingId}>
      <details>
        <summary>
          <h2>
            <span id={headingId}>{title}</span> <span className="wine-profile__count">{detailCount(fields.length)}</span>
          </h2>
        </summary>
        {fields.length === 0 ? (
          <p className="muted">The host has not described this yet.</p>
        ) : (
          <dl className="wine-profile__values">
            {fields.map((field) => (
              <div key={field.name} className="wine-profile__value">
                <dt>{GUEST_LABELS[field.name] ?? field.label}</dt>
                <dd>
                  <FieldValue details={details} field={field} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </details>
    </section>
  );
}
