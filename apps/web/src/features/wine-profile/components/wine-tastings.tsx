import { useId, useState, type FormEvent } from 'react';
import { SLIDER_SCALES, sliderLabel } from '@trg/contract/wine-profiles';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import {
  CROWD_MINIMUM,
  TASTING_NOTE_MAX,
  TASTING_STRUCTURE,
  type Tasting,
  type TastingField,
  type TastingStructure,
  type WineTastings as Tastings,
} from '@trg/contract/wine-tastings';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { SliderField } from '../../../components/ui/slider-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useRecordTasting, useWineTastings } from '../api/wine-tastings.ts';

const scaleOf = (field: TastingField) => SLIDER_SCALES[TASTING_STRUCTURE.find((each) => each.name === field)?.scale ?? 'sweetness'];

/** Where a value sits along its scale, as a percentage of the track. */
const position = (field: TastingField, value: number) => {
  const scale = scaleOf(field);
  return ((value - scale.min) / (scale.max - scale.min)) * 100;
};

/** A value's words: the scale's label of the nearest whole value ('Dry'), with the average itself when it is not whole. */
const words = (field: TastingField, value: number) => {
  const name = TASTING_STRUCTURE.find((each) => each.name === field)?.scale ?? 'sweetness';
  const label = sliderLabel(name, Math.round(value));
  return Number.isInteger(value) ? label : `${label} (${value.toFixed(1)})`;
};

/**
 * The structure drawn: each slider's scale as a bar, with the host's mark and, once enough guests have tasted the
 * wine, the guests' average beside it. The words are in the text too, for screen readers and for print.
 */
function StructureBars({ host, crowd }: { host: TastingStructure; crowd: TastingStructure | null }) {
  const shown = TASTING_STRUCTURE.filter((field) => host[field.name] !== null || (crowd && crowd[field.name] !== null));
  if (shown.length === 0) return null;
  return (
    <dl className="structure-bars">
      {shown.map((field) => {
        const ours = host[field.name];
        const theirs = crowd?.[field.name] ?? null;
        return (
          <div key={field.name} className="structure-bars__row">
            <dt>{field.label}</dt>
            <dd>
              <span className="structure-bars__track" aria-hidden="true">
                {ours !== null && (
                  <span className="structure-bars__mark structure-bars__mark--host" style={{ left: `${position(field.name, ours)}%` }} />
                )}
                {theirs !== null && (
                  <span className="structure-bars__mark structure-bars__mark--crowd" style={{ left: `${position(field.name, theirs)}%` }} />
                )}
              </span>
              <span className="structure-bars__words">
                {ours !== null && <span>Host: {words(field.name, ours)}</span>}
                {theirs !== null && <span>Guests: {words(field.name, theirs)}</span>}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

type Draft = Partial<Record<TastingField, number>>;
const draftOf = (mine: Tasting | null): Draft =>
  Object.fromEntries(TASTING_STRUCTURE.flatMap((field) => (mine?.[field.name] == null ? [] : [[field.name, mine[field.name]]])));

function TastingForm({ query, mine }: { query: WineProfileQuery; mine: Tasting | null }) {
  const record = useRecordTasting(query);
  const [draft, setDraft] = useState<Draft>(() => draftOf(mine));
  const [note, setNote] = useState(mine?.note ?? '');
  const noteId = useId();
  const fields = record.error instanceof ApiRequestError ? (record.error.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ ...draft, note: note.trim() });
  };
  return (
    <form className="tasting-form" onSubmit={submit} noValidate>
      <div className="tasting-form__sliders">
        {TASTING_STRUCTURE.map((field) => {
          const scale = SLIDER_SCALES[field.scale];
          return (
            <SliderField
              key={field.name}
              label={field.label}
              min={scale.min}
              max={scale.max}
              step={scale.step}
              value={draft[field.name]}
              valueText={sliderLabel(field.scale, draft[field.name])}
              onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
              error={fields[field.name]}
            />
          );
        })}
      </div>
      <div className="form-field">
        <label htmlFor={noteId} className="form-field__label">
          Your tasting note
        </label>
        <textarea id={noteId} rows={4} maxLength={TASTING_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <button type="submit" className="button" disabled={record.isPending}>
        {record.isPending ? 'Saving...' : mine ? 'Save your tasting' : 'Record your tasting'}
      </button>
      {record.isSuccess && (
        <p className="form-message form-message--success" role="status">
          Your tasting is saved.
        </p>
      )}
      {Boolean(record.error) && (
        <p className="form-message form-message--error" role="alert">
          {record.error instanceof ApiRequestError ? record.error.message : 'Your tasting could not be saved. Please try again.'}
        </p>
      )}
    </form>
  );
}

function CrowdNote({ tastings }: { tastings: Tastings }) {
  if (tastings.crowd) return <p className="muted">The guests&apos; marks are the average of {tastings.count} tastings.</p>;
  const left = CROWD_MINIMUM - tastings.count;
  return (
    <p className="muted">
      The guests&apos; average shows once {CROWD_MINIMUM} guests have recorded a tasting ({left} more to go).
    </p>
  );
}

/**
 * Ours (issue 30): the wine's structure as the host profiled it beside the guests' own tastings, and, for a guest, the
 * form that records theirs (once an item pouring the wine has started).
 */
export function WineTastings({ query, isGuest }: { query: WineProfileQuery; isGuest: boolean }) {
  const tastings = useWineTastings(query);
  return (
    <section className="wine-profile__section wine-tastings" aria-labelledby="wine-tastings-title">
      <h2 id="wine-tastings-title">Structure: the host and the guests</h2>
      <QueryStatus isLoading={tastings.isPending} error={tastings.error} onRetry={() => void tastings.refetch()} what="the tastings" />
      {tastings.data && (
        <>
          <StructureBars host={tastings.data.host} crowd={tastings.data.crowd} />
          <CrowdNote tastings={tastings.data} />
          {isGuest && tastings.data.notOpen && <p className="wine-review__not-open">{tastings.data.notOpen}</p>}
          {isGuest && !tastings.data.notOpen && (
            <>
              <h3>Your tasting</h3>
              <TastingForm query={query} mine={tastings.data.mine} />
            </>
          )}
        </>
      )}
    </section>
  );
}
