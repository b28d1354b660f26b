import { countryName } from '@trg/contract/lists/countries';
import type { AttendeeValues } from './attendee-form.tsx';

/** Step 1 once confirmed: the attendee's details as given, with a way back to change them. */
export function ConfirmedAttendee({ details, onEdit }: { details: AttendeeValues; onEdit: () => void }) {
  const name = [details.title, details.firstName, details.lastName].filter(Boolean).join(' ');
  return (
    <section className="card attendee-confirmed" aria-labelledby="attendee-confirmed-title">
      <h2 id="attendee-confirmed-title">1. Attendee Details</h2>
      <dl>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Phone</dt>
        <dd>{[details.countryCode, details.phone].filter(Boolean).join(' ')}</dd>
        {details.companyName && (
          <>
            <dt>Company</dt>
            <dd>{details.companyName}</dd>
          </>
        )}
        <dt>Address</dt>
        <dd>{[details.address, details.city, details.postCode, countryName(details.country)].filter(Boolean).join(', ')}</dd>
      </dl>
      <button type="button" className="link-button" onClick={onEdit}>
        Change attendee details
      </button>
    </section>
  );
}
