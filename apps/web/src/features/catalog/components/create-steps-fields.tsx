import { useId, type ChangeEvent } from 'react';
import { CATALOG_LIMITS } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { dialCodeFor } from '@trg/contract/lists/calling-codes';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { DraftForm, FieldErrors } from '../create-steps-model.ts';
import { CALLING_CODE_OPTIONS, COUNTRY_OPTIONS, CURRENCY_OPTIONS, countryForDialCode, timeZoneOptions } from './manage-options.ts';
import { PlaceSearch } from './place-search.tsx';

export interface StepFieldsProps {
  kind: CatalogKind;
  form: DraftForm;
  errors: FieldErrors;
  change: (changes: Partial<DraftForm>) => void;
}

/** An input's value and change handler for one text field of the form. */
const bind = (form: DraftForm, change: StepFieldsProps['change'], field: keyof DraftForm) => ({
  value: String(form[field] ?? ''),
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change({ [field]: event.target.value }),
});

/** Step 1: what it is and when. */
export function WhatAndWhen({ kind, form, errors, change }: StepFieldsProps) {
  const Noun = kind === 'event' ? 'Event' : 'Experience';
  return (
    <>
      <TextField
        label={`${Noun} title`}
        maxLength={CATALOG_LIMITS.title}
        autoComplete="off"
        error={errors.title}
        {...bind(form, change, 'title')}
      />
      <TextField
        label={`${Noun} type`}
        hint="Such as Tasting, Dinner or Cellar tour."
        maxLength={CATALOG_LIMITS.type}
        autoComplete="off"
        error={errors.type}
        {...bind(form, change, 'type')}
      />
      <div className="create-steps__pair">
        <TextField label="Date" type="date" error={errors.date} {...bind(form, change, 'date')} />
        <TextField label="Start time" type="time" hint="24-hour, local time." error={errors.time} {...bind(form, change, 'time')} />
      </div>
      <TextField label="End time (optional)" type="time" error={errors.endTime} {...bind(form, change, 'endTime')} />
      <SelectField
        label="Time zone"
        hint="From your business profile's country."
        options={timeZoneOptions(form.locationCountry || null, form.timeZone)}
        error={errors.timeZone}
        {...bind(form, change, 'timeZone')}
      />
    </>
  );
}

/** Step 2: where, or online with the streaming details; and how guests reach the host. */
export function Where({ kind, form, errors, change }: StepFieldsProps) {
  const legendId = useId();
  const noun = kind === 'event' ? 'event' : 'experience';
  return (
    <>
      <fieldset className="create-steps__choice" aria-describedby={legendId}>
        <legend>Where does it take place?</legend>
        <p id={legendId} className="form-field__hint">
          Online {noun}s are streamed; guests get the link once they have bought a ticket.
        </p>
        <label className="checkbox">
          <input type="radio" name="online" checked={!form.online} onChange={() => change({ online: false })} />
          <span>At a venue</span>
        </label>
        <label className="checkbox">
          <input type="radio" name="online" checked={form.online} onChange={() => change({ online: true })} />
          <span>Online</span>
        </label>
      </fieldset>
      {form.online ? (
        <>
          <TextField
            label="Streaming link"
            type="url"
            hint="A full https:// address. Only guests with a ticket see it."
            error={errors.streamingLink}
            {...bind(form, change, 'streamingLink')}
          />
          <TextAreaField
            label="Joining instructions (optional)"
            rows={3}
            error={errors.streamingInstructions}
            {...bind(form, change, 'streamingInstructions')}
          />
        </>
      ) : (
        <>
          <TextField label="Address" autoComplete="off" error={errors.locationAddress} {...bind(form, change, 'locationAddress')} />
          <div className="create-steps__pair">
            <TextField
              label="Town or city"
              autoComplete="off"
              error={errors.locationcity}
              {...bind(form, change, 'locationcity')}
              onChange={(event) => change({ locationcity: event.target.value, lat: null, lng: null, placePicked: false })}
            />
            <TextField label="Postcode" autoComplete="off" error={errors.locationZip_code} {...bind(form, change, 'locationZip_code')} />
          </div>
          <SelectField
            label="Country"
            options={COUNTRY_OPTIONS}
            error={errors.locationCountry}
            {...bind(form, change, 'locationCountry')}
          />
          <PlaceSearch
            label="Move the map to another town (optional)"
            country={form.locationCountry || null}
            onPick={(place) =>
              change({ locationcity: place.name, locationCountry: place.country, lat: place.lat, lng: place.lng, placePicked: true })
            }
          />
        </>
      )}
      <h3 className="create-steps__subhead">How guests reach you</h3>
      <TextField label="Host email" type="email" autoComplete="email" error={errors.hostEmail} {...bind(form, change, 'hostEmail')} />
      <div className="create-steps__pair">
        <SelectField
          label="Phone country code"
          options={CALLING_CODE_OPTIONS}
          value={countryForDialCode(form.hostPhoneCountryCode || null, form.locationCountry || null)}
          onChange={(event) => change({ hostPhoneCountryCode: dialCodeFor(event.target.value) ?? '' })}
        />
        <TextField
          label="Host phone"
          type="tel"
          autoComplete="tel-national"
          error={errors.hostPhone}
          {...bind(form, change, 'hostPhone')}
        />
      </div>
    </>
  );
}

/** Step 3: tickets, price and when they are sold. */
export function TicketsAndPrice({ kind, form, errors, change }: StepFieldsProps) {
  const noun = kind === 'event' ? 'event' : 'experience';
  return (
    <>
      <div className="create-steps__pair">
        <SelectField
          label="Currency"
          hint="From your business profile's country."
          options={CURRENCY_OPTIONS}
          {...bind(form, change, 'currency')}
        />
        <TextField
          label="Price of a ticket"
          inputMode="decimal"
          hint="Such as 45 or 45.50."
          error={errors.price}
          {...bind(form, change, 'price')}
        />
      </div>
      <div className="create-steps__pair">
        <TextField label="Tickets issued" inputMode="numeric" error={errors.quantity} {...bind(form, change, 'quantity')} />
        <TextField
          label="Most tickets one guest may buy"
          inputMode="numeric"
          error={errors.maximumQuantity}
          {...bind(form, change, 'maximumQuantity')}
        />
      </div>
      <TextField label="Tickets per order" inputMode="numeric" error={errors.ticketsPerOrder} {...bind(form, change, 'ticketsPerOrder')} />
      <div className="create-steps__pair">
        <TextField label="Sales open on" type="date" error={errors.salesStartDate} {...bind(form, change, 'salesStartDate')} />
        <TextField label="Sales open at" type="time" error={errors.salesStartTime} {...bind(form, change, 'salesStartTime')} />
      </div>
      <div className="create-steps__pair">
        <TextField
          label="Sales close on (optional)"
          type="date"
          hint={`Left empty, sales close when the ${noun} starts.`}
          error={errors.salesEndDate}
          {...bind(form, change, 'salesEndDate')}
        />
        <TextField label="Sales close at" type="time" error={errors.salesEndTime} {...bind(form, change, 'salesEndTime')} />
      </div>
      <fieldset className="create-steps__terms">
        <legend>If a guest cancels</legend>
        <p className="muted">
          The site's terms are filled in: a full refund until 14 days before, none after. Change them if yours differ.
        </p>
        <TextField
          label="Full refund until (days before the start)"
          inputMode="numeric"
          error={errors.fullRefundDays}
          {...bind(form, change, 'fullRefundDays')}
        />
        <div className="create-steps__pair">
          <TextField
            label="Then refund this percentage (0 for none)"
            inputMode="numeric"
            error={errors.partialRefundPercent}
            {...bind(form, change, 'partialRefundPercent')}
          />
          <TextField
            label="Until (days before the start)"
            inputMode="numeric"
            error={errors.partialRefundDays}
            {...bind(form, change, 'partialRefundDays')}
          />
        </div>
      </fieldset>
    </>
  );
}

export interface WineListOption {
  id: number;
  name: string;
}

/** Step 4: the picture, the words and the wines. */
export function ImageAndWords({
  kind,
  form,
  errors,
  change,
  onImage,
  wineLists,
}: StepFieldsProps & { onImage: (file: File | null) => void; wineLists: { options: readonly WineListOption[]; loading: boolean } }) {
  const noun = kind === 'event' ? 'event' : 'experience';
  const imageId = useId();
  return (
    <>
      <div className="form-field" data-invalid={errors.image ? true : undefined}>
        <label htmlFor={imageId} className="form-field__label">
          Image
        </label>
        <p id={`${imageId}-hint`} className="form-field__hint">
          JPEG, PNG, WebP or AVIF, at most 10 MB; wide pictures look best.
        </p>
        <input
          id={imageId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${imageId}-hint${errors.image ? ` ${imageId}-error` : ''}`}
          aria-invalid={errors.image ? true : undefined}
          onChange={(event) => onImage(event.target.files?.[0] ?? null)}
        />
        {errors.image && (
          <p id={`${imageId}-error`} className="form-field__error">
            {errors.image}
          </p>
        )}
      </div>
      <TextAreaField
        label="Description"
        hint={`What guests will taste, see and do at the ${noun}.`}
        rows={6}
        maxLength={CATALOG_LIMITS.description}
        error={errors.description}
        {...bind(form, change, 'description')}
      />
      <SelectField
        label="Wine list (optional)"
        hint={wineLists.loading ? 'Loading your wine lists...' : wineLists.options.length === 0 ? 'You have no wine lists yet.' : undefined}
        placeholder="No wine list"
        options={wineLists.options.map((list) => ({ value: String(list.id), label: list.name }))}
        {...bind(form, change, 'wineListId')}
      />
    </>
  );
}
