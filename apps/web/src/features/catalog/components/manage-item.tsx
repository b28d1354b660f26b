import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CATALOG_LIMITS, type HostItem } from '@trg/contract/catalog';
import { splitCurrencyCodes, type CatalogKind } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { CALLING_CODES, dialCodeFor, formatPhone } from '@trg/contract/lists/calling-codes';
import { COUNTRIES } from '@trg/contract/lists/countries';
import { CURRENCIES, REDUCED_CURRENCIES, currencySymbol } from '@trg/contract/lists/currencies';
import { offsetFromLabel, TIME_ZONES } from '@trg/contract/lists/time-zones';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useHostItem } from '../api/get-host-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { useUploadItemImage } from '../api/upload-item-image.ts';
import { KINDS, titleOf, typeOf } from '../catalog-kinds.ts';
import { moneyText } from '../../../lib/money.ts';
import { EditableRow, type FieldSpec } from './editable-row.tsx';
import { ItemImage } from '../../../components/ui/item-image.tsx';
import { VenueAddress } from './item-detail.tsx';
import { StatusBadge } from './status-badge.tsx';
import './catalog.css';

const NOT_SET = <span className="muted">Not set</span>;
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? NOT_SET : String(value));
const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const CURRENCY_OPTIONS = [
  ...REDUCED_CURRENCIES.map((code) => CURRENCIES.find((c) => c.code === code)).filter((c) => c !== undefined),
  ...CURRENCIES.filter((c) => !(REDUCED_CURRENCIES as readonly string[]).includes(c.code)),
].map((c) => ({ value: c.code, label: `${c.code} (${c.symbol}) ${c.name}` }));

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone.label, label: zone.label }));
const COUNTRY_OPTIONS = [{ value: '', label: 'Choose a country' }, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))];
const CALLING_CODE_OPTIONS = [{ value: '', label: 'Choose a country code' }, ...CALLING_CODES.map((c) => ({ value: c.country, label: `${c.name} (${c.dialCode})` }))];
// Several countries share a calling code; show the stored code as the most likely one.
const PREFERRED_FOR_CODE = ['GB', 'US', 'FR', 'IT', 'ES', 'PT', 'DE', 'CH', 'AU', 'NZ', 'NO', 'FI', 'RU', 'ZA'];

function countryForDialCode(code: string | null, hint: string | null): string {
  if (!code) return '';
  if (hint && dialCodeFor(hint) === code) return hint;
  return PREFERRED_FOR_CODE.find((country) => dialCodeFor(country) === code) ?? CALLING_CODES.find((c) => c.dialCode === code)?.country ?? '';
}

const timeZoneLabelFor = (offset: string) => TIME_ZONES.find((zone) => zone.offset === offset)?.label ?? TIME_ZONES[0]?.label ?? '';

function ImageRow({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadItemImage(kind, item.id);
  const inputId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessage('Please choose an image file to upload.');
      return;
    }
    if (file.size > 10 * 1024 * 1024) {
      setMessage('The image is larger than 10 MB. Please upload a smaller one.');
      return;
    }
    setMessage(null);
    upload.mutate(file, {
      onSuccess: () => {
        setEditing(false);
        setFile(null);
      },
      onError: (error) => setMessage(error instanceof ApiRequestError ? error.message : 'The image could not be uploaded. Please try again.'),
    });
  };

  return (
    <div className="editable-row" id="field-mainExperienceImage">
      <div className="editable-row__head">
        <h3 className="editable-row__title">Image</h3>
        {!editing && (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)} aria-label="Edit Image">
            Edit
          </button>
        )}
      </div>
      <div className="editable-row__value">
        {item.mainExperienceImage ? (
          <ItemImage src={item.mainExperienceImage} srcSet={item.mainExperienceImageSrcSet} sizes="240px" className="manage__image" alt={`The image of ${titleOf(item)}`} />
        ) : (
          NOT_SET
        )}
      </div>
      {editing && (
        <form className="editable-row__form" onSubmit={save} noValidate>
          <p className="editable-row__hint">A JPEG, PNG, WebP or AVIF photo of at most 10 MB; landscape works best.</p>
          <div className="editable-row__field">
            <label htmlFor={inputId}>Image file</label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              required
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          {message && (
            <p className="form-message form-message--error" role="alert">
              {message}
            </p>
          )}
          <div className="editable-row__actions">
            <button type="submit" className="button button--small" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={upload.isPending}
              onClick={() => {
                setEditing(false);
                setFile(null);
                setMessage(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function PublishPanel({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const config = KINDS[kind];
  const update = useUpdateItem(kind, item.id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const error = update.error instanceof ApiRequestError ? update.error.message : update.error ? 'That did not work. Please try again.' : null;

  const publish = () =>
    update.mutate({ publishEvent: true }, { onSuccess: () => setNotice(`Published: your ${config.noun} is now on sale.`) });
  const cancel = () =>
    update.mutate(
      { cancelEvent: true },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice(`The ${config.noun} is cancelled. Sales have stopped and paid guests are being refunded.`);
        },
      },
    );

  return (
    <div className="publish-panel">
      {item.status === 'Draft' && item.readyToPublish && (
        <div>
          <p>Everything needed to sell tickets is in place.</p>
          <button type="button" className="button" onClick={publish} disabled={update.isPending}>
            {update.isPending ? 'Publishing...' : 'Publish'}
          </button>
        </div>
      )}
      {item.status === 'Draft' && !item.readyToPublish && (
        <div className="missing-list" aria-labelledby="missing-title">
          <h2 id="missing-title" className="missing-list__title">
            Still needed before you can publish
          </h2>
          <ul>
            {item.missingToPublish.map((missing) => (
              <li key={`${missing.field}-${missing.label}`}>
                <a href={`#field-${missing.field}`}>{missing.label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.status === 'Active' && !confirming && (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Cancel {config.noun}
        </button>
      )}
      {item.status === 'Active' && confirming && (
        <div className="confirm-box" role="group" aria-labelledby="confirm-cancel-title">
          <h2 id="confirm-cancel-title" className="confirm-box__title">
            Cancel {titleOf(item)}?
          </h2>
          <p>
            Ticket sales stop at once and it leaves the {config.plural} pages. Every guest who has paid
            {item.ticketsSold > 0 ? ` (${item.ticketsSold} ${item.ticketsSold === 1 ? 'ticket' : 'tickets'} sold)` : ''} is refunded in
            full to the card they paid with, and told by email. This cannot be undone.
          </p>
          <div className="editable-row__actions">
            <button type="button" className="button button--danger" onClick={cancel} disabled={update.isPending}>
              {update.isPending ? 'Cancelling...' : `Yes, cancel the ${config.noun}`}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={update.isPending}>
              Keep it on sale
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {notice && <p className="form-message form-message--success">{notice}</p>}
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function ManageFields({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const config = KINDS[kind];
  const update = useUpdateItem(kind, item.id);
  const save = (changes: Record<string, unknown>) => update.mutateAsync(changes);
  const field = (spec: Omit<FieldSpec, 'type'> & { type?: FieldSpec['type'] }): FieldSpec => ({ type: 'text', ...spec });
  const phone = item.hostPhone ? formatPhone(item.hostPhoneCountryCode ?? '', item.hostPhone) : null;
  const currencies = splitCurrencyCodes(item.ccyExpenseSymbols);
  const row = (id: string, title: string, display: ReactNode, fields: FieldSpec[], hint?: string) => (
    <EditableRow key={id} id={`field-${id}`} title={title} display={display} fields={fields} onSave={save} hint={hint} />
  );

  return (
    <div className="manage-fields">
      {row(config.titleField, 'Title', titleOf(item), [
        field({ name: config.titleField, label: 'Title', value: titleOf(item), maxLength: CATALOG_LIMITS.title }),
      ])}
      <ImageRow kind={kind} item={item} />
      {row('currency', 'Payment currency', `${item.currency} (${currencySymbol(item.currency)})`, [
        field({ name: 'currency', label: 'Payment currency', type: 'select', value: item.currency, options: CURRENCY_OPTIONS }),
      ])}
      {row('description', 'Description', item.description ? <p className="pre-line">{item.description}</p> : NOT_SET, [
        field({ name: 'description', label: 'Description', type: 'textarea', value: str(item.description), maxLength: CATALOG_LIMITS.description }),
      ], 'Shown under Need to Know: what guests taste, eat and should bring.')}
      {row(config.typeField, `${config.Noun} type`, text(typeOf(item)), [
        field({ name: config.typeField, label: `${config.Noun} type`, value: str(typeOf(item)), maxLength: CATALOG_LIMITS.type }),
      ], 'For example Tasting, Wine Dinner, Masterclass or Wine Tour.')}
      {row('hashTags', 'Hashtags', text(item.hashTags), [
        field({ name: 'hashTags', label: 'Hashtags', value: str(item.hashTags), maxLength: CATALOG_LIMITS.hashTags }),
      ], 'Separated by spaces, e.g. #champagne #grower')}
      {row('host', 'Host', text(item.host), [field({ name: 'host', label: 'Host', value: str(item.host), maxLength: CATALOG_LIMITS.host })])}
      {row('date', 'Date', item.date ? formatDate(item.date) : NOT_SET, [field({ name: 'date', label: 'Date', type: 'date', value: str(item.date) })])}
      {row('time', 'Time', text(item.time), [field({ name: 'time', label: 'Time (24-hour)', type: 'time', value: str(item.time) })])}
      {row('timeZone', 'Time zone', item.timeZone, [
        field({ name: 'timeZone', label: 'Time zone', type: 'select', value: timeZoneLabelFor(item.timeZone), options: TIME_ZONE_OPTIONS, toWire: (label) => offsetFromLabel(label) ?? label }),
      ])}
      {row('salesStartTime', 'Sales start time', text(item.salesStartTime), [
        field({ name: 'salesStartTime', label: 'Sales start time (24-hour)', type: 'time', value: str(item.salesStartTime) }),
      ])}
      {row('salesEndTime', 'Sales end time', text(item.salesEndTime), [
        field({ name: 'salesEndTime', label: 'Sales end time (24-hour)', type: 'time', value: str(item.salesEndTime) }),
      ])}
      {row(
        'salesStartDate',
        'Sales date range',
        item.salesStartDate || item.salesEndDate ? `${item.salesStartDate ? formatDate(item.salesStartDate) : '?'} to ${item.salesEndDate ? formatDate(item.salesEndDate) : '?'}` : NOT_SET,
        [
          field({ name: 'salesStartDate', label: 'Sales start date', type: 'date', value: str(item.salesStartDate) }),
          field({ name: 'salesEndDate', label: 'Sales end date', type: 'date', value: str(item.salesEndDate) }),
        ],
        `Sales must end by the start of the ${config.noun}; times are in its time zone.`,
      )}
      {row('hostEmail', 'Host email', text(item.hostEmail), [
        field({ name: 'hostEmail', label: 'Host email', type: 'email', value: str(item.hostEmail), inputMode: 'email', autoComplete: 'email' }),
      ])}
      {row('hostPhone', 'Host phone', phone ?? NOT_SET, [
        field({
          name: 'hostPhoneCountryCode',
          label: 'Country code',
          type: 'select',
          value: countryForDialCode(item.hostPhoneCountryCode, item.locationCountry),
          options: CALLING_CODE_OPTIONS,
          toWire: (country) => (country ? (dialCodeFor(country) ?? '') : ''),
        }),
        field({ name: 'hostPhone', label: 'Phone number', type: 'tel', value: str(item.hostPhone), inputMode: 'tel', autoComplete: 'tel-national' }),
      ])}
      {row('maximumQuantity', 'Maximum quantity', text(item.maximumQuantity), [
        field({ name: 'maximumQuantity', label: 'Maximum tickets one guest may buy', type: 'number', value: str(item.maximumQuantity), step: '1' }),
      ])}
      {row('price', 'Price', item.price === null ? NOT_SET : moneyText(item.price, item.currency), [
        field({ name: 'price', label: `Ticket price in ${item.currency}`, value: str(item.price), inputMode: 'decimal' }),
      ], `The booking fee is added on top${item.clientTransactionFee ? ` (now ${moneyText(item.clientTransactionFee, item.currency)} a ticket)` : ''}.`)}
      {row('quantity', 'Quantity', text(item.quantity), [
        field({ name: 'quantity', label: 'Tickets issued', value: str(item.quantity), inputMode: 'numeric' }),
      ])}
      {row('ticketsPerOrder', 'Tickets per order', item.ticketsPerOrder === null ? NOT_SET : `One ticket admits ${item.ticketsPerOrder}`, [
        field({ name: 'ticketsPerOrder', label: 'Guests one ticket admits', value: str(item.ticketsPerOrder), inputMode: 'numeric' }),
      ])}
      {row('summary', 'Summary', text(item.summary), [
        field({ name: 'summary', label: 'Summary', type: 'textarea', value: str(item.summary), maxLength: CATALOG_LIMITS.summary }),
      ])}
      {row('olineExperience', 'Online', item.olineExperience ? `Online ${config.noun}` : 'In person, at a venue', [
        field({ name: 'olineExperience', label: `This is an online ${config.noun}`, type: 'checkbox', value: String(item.olineExperience), toWire: (value) => value === 'true' }),
      ])}
      {!item.olineExperience &&
        row(
          'locationAddress',
          'Address',
          item.locationAddress || item.locationcity ? <VenueAddress item={item} /> : (
            NOT_SET
          ),
          [
            field({ name: 'locationAddress', label: 'Address', value: str(item.locationAddress), maxLength: CATALOG_LIMITS.address, autoComplete: 'street-address' }),
            field({ name: 'locationcity', label: 'City', value: str(item.locationcity), maxLength: CATALOG_LIMITS.city }),
            field({ name: 'locationZip_code', label: 'Postcode', value: str(item.locationZip_code), maxLength: CATALOG_LIMITS.postcode }),
            field({ name: 'locationCountry', label: 'Country', type: 'select', value: str(item.locationCountry), options: COUNTRY_OPTIONS }),
          ],
        )}
      {!item.olineExperience && (
        <EditableRow
          id="field-lat"
          title="Map position"
          display={item.lat !== null && item.lng !== null ? `${item.lat.toFixed(5)}, ${item.lng.toFixed(5)}` : NOT_SET}
          hint="Click the map where the venue is, or type its latitude and longitude."
          fields={[
            field({ name: 'lat', label: 'Latitude', type: 'number', value: str(item.lat), step: 'any' }),
            field({ name: 'lng', label: 'Longitude', type: 'number', value: str(item.lng), step: 'any' }),
          ]}
          onSave={save}
          extra={(values, setValue) => {
            const lat = Number(values.lat);
            const lng = Number(values.lng);
            const picked = values.lat && values.lng && Number.isFinite(lat) && Number.isFinite(lng);
            return (
              <LazyMap
                label="Map: click to set the venue's position"
                className="manage__map"
                markers={picked ? [{ id: 'venue', lat, lng, title: 'Venue position' }] : []}
                onPick={(position) => {
                  setValue('lat', position.lat.toFixed(5));
                  setValue('lng', position.lng.toFixed(5));
                }}
              />
            );
          }}
        />
      )}
      {row('ccyExpenseSymbols', 'Currencies', currencies.length ? currencies.map((code) => `${code} (${currencySymbol(code)})`).join(', ') : NOT_SET, [
        field({ name: 'ccyExpenseSymbols', label: 'Currency codes', value: str(item.ccyExpenseSymbols) }),
      ], 'Currency codes separated by |, e.g. EUR|GBP; shown as symbols on the page.')}
    </div>
  );
}

/** Manage Event / Manage Experience: status and gross at the top, every field with Edit, Save and Cancel, Publish and Cancel. */
export function ManageItem({ kind, id }: { kind: CatalogKind; id: number }) {
  const config = KINDS[kind];
  const query = useHostItem(kind, id);
  const item = query.data;
  return (
    <section className="section host-page manage" aria-labelledby="manage-title">
      <p>
        <Link to={config.hostListPath}>Back to My {config.Plural}</Link>
      </p>
      <h1 id="manage-title">Manage {config.Noun}</h1>
      <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what={config.noun} />
      {item && (
        <>
          <div className="manage__summary card">
            <div>
              <h2 className="manage__item-title">{titleOf(item)}</h2>
              <p className="manage__figures">
                <span>
                  Status: <StatusBadge status={item.status} />
                </span>
                <span>
                  Gross: {moneyText(item.grossSales, item.currency)} of {moneyText(item.potentialSales, item.currency)} potential
                </span>
                <span>
                  Sales: {item.ticketsSold}/{item.quantity ?? 0}
                </span>
              </p>
              {(item.status === 'Active' || item.status === 'Past') && <Link to={config.detailPath(item.slug)}>View the public page</Link>}
            </div>
            <PublishPanel kind={kind} item={item} />
          </div>
          {item.status === 'Cancelled' ? (
            <p className="muted">This {config.noun} is cancelled and can no longer be changed.</p>
          ) : (
            <ManageFields kind={kind} item={item} />
          )}
        </>
      )}
    </section>
  );
}
