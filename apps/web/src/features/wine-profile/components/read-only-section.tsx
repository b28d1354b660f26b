import { useId } from 'react';
import { wineFieldsOfSection, type WineDetails, type WineProfileSectionId } from '@trg/contract/wine-profiles';
import { FieldValue, hasValue } from './field-value.tsx';

/** What guests read for a field whose editor label speaks to the host. */
const GUEST_LABELS: Readonly<Record<string, string>> = { quality: 'Quality, out of 100' };

/** A section as guests see it: the fields the host has filled in, as text; sliders as their words. */
export function ReadOnlySection({ sectionId, title, details }: { sectionId: WineProfileSectionId; title: string; details: WineDetails }) {
  const headingId = useId();
  // The currency alone is no detail: it shows with the prices.
  const fields = wineFieldsOfSection(sectionId).filter(
    (field) => field.name !== 'wine' && field.kind !== 'currency' && hasValue(details, field),
  );
  return (
    <section className="wine-profile__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
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
    </section>
  );
}
