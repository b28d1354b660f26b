import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WINE_PRICE_CURRENCIES, WINE_TEXT_LIMITS } from '@trg/contract/wine-fields';
import { currencySymbol } from '@trg/contract/lists/currencies';
import {
  SLIDER_SCALES,
  sliderLabel,
  wineFieldsOfSection,
  type WineDetails,
  type WineProfileQuery,
  type WineProfileSectionId,
} from '@trg/contract/wine-profiles';
import {
  INITIAL_MULTI_VALUE,
  WINE_INPUT_CAPS,
  capWineInput,
  multiValueReducer,
  multiValueToSend,
  splitMultiValue,
  type MultiValueAction,
  type MultiValueState,
  type YesNo,
} from '@trg/contract/wine-profile-rules';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { SliderField } from '../../../components/ui/slider-field.tsx';
import { TypeAhead } from '../../../components/ui/type-ahead.tsx';
import { YesNoField } from '../../../components/ui/yes-no-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateWineDetails, type WineImageField } from '../api/update-wine-details.ts';
import { FieldValue, hasValue } from './field-value.tsx';
import { referenceSuggestions, storedValue, type ReferenceData, type WineField } from './fields.ts';

/**
 * What the person has entered in an open section, starting from what is stored: each slider sits at its saved
 * value and yes/no pairs show the saved box (the spec starts them unset; ours: a host reopening the editor sees
 * what they saved, docs/decisions/0020-wine-editor-hosts-finish.md).
 */
interface Draft {
  text: Record<string, string>;
  sliders: Record<string, number | undefined>;
  yesNo: Record<string, YesNo | undefined>;
  multi: Record<string, MultiValueState>;
  /** The code of the suggestion chosen in a reference search, to narrow the searches below it. */
  codes: Record<string, string | null>;
  images: Partial<Record<WineImageField, File>>;
  /** The fields emptied with their Clear button, for the hint that says so. */
  cleared: Record<string, boolean>;
}

const TEXT_KINDS = new Set(['text', 'longText', 'reference', 'year', 'decimal', 'window', 'price', 'currency']);

/** The 0-100 score: a slider with a number box beside it, kept in step (the box's text is draft.text.quality). */
const SCORE_FIELD = 'quality';

/** The wine's name can be changed, never emptied; the currency always has a value. Neither has a Clear. */
const cannotClear = (field: WineField) => field.name === 'wine' || field.kind === 'currency' || field.kind === 'multi';

function draftOf(fields: readonly WineField[], details: WineDetails): Draft {
  const draft: Draft = { text: {}, sliders: {}, yesNo: {}, multi: {}, codes: {}, images: {}, cleared: {} };
  for (const field of fields) {
    const value = storedValue(details, field.name);
    if (TEXT_KINDS.has(field.kind)) draft.text[field.name] = typeof value === 'string' ? value : '';
    if (field.kind === 'slider' && typeof value === 'number') {
      draft.sliders[field.name] = value;
      if (field.name === SCORE_FIELD) draft.text[field.name] = String(value);
    }
    if (field.kind === 'yesNo' && (value === 'True' || value === 'False')) draft.yesNo[field.name] = value;
  }
  return draft;
}

/** A field's value in the draft, as it would be sent: text, a slider's number, null when emptied. */
function draftValue(field: WineField, draft: Draft, stored: unknown): string | number | null | undefined {
  switch (field.kind) {
    case 'slider':
      // The score's box may hold what the slider cannot (e.g. 120): it is sent, and the server says why not.
      if (field.name === SCORE_FIELD) return draft.text[field.name]?.trim() || null;
      return draft.sliders[field.name] ?? null;
    case 'yesNo':
      return draft.yesNo[field.name] ?? null;
    case 'multi':
      return multiValueToSend(typeof stored === 'string' ? stored : null, draft.multi[field.name] ?? INITIAL_MULTI_VALUE);
    default:
      return draft.text[field.name]?.trim() || null;
  }
}

/**
 * What Confirm Details sends: each field whose value differs from what is stored. A field emptied (by its Clear
 * or by hand) is sent blank, which empties it on the server; the spec sends only fields with a value, so this is
 * ours (docs/decisions/0020-wine-editor-hosts-finish.md). The name is never sent empty.
 */
function changesOf(fields: readonly WineField[], draft: Draft, details: WineDetails): Record<string, string | number | null> {
  const changed: Record<string, string | number | null> = {};
  for (const field of fields) {
    if (field.kind === 'image') {
      if (draft.cleared[field.name] && !draft.images[field.name] && hasValue(details, field)) changed[field.name] = null;
      continue;
    }
    const stored = storedValue(details, field.name);
    const value = draftValue(field, draft, stored);
    if (value === undefined || (value === null && field.name === 'wine')) continue;
    const before = stored === null || stored === undefined || stored === '' ? null : String(stored);
    if ((value === null ? null : String(value)) !== before) changed[field.name] = value;
  }
  return changed;
}

/** The images chosen, but the one of this field. */
function withoutImage(images: Draft['images'], name: WineImageField): Draft['images'] {
  return Object.fromEntries(Object.entries(images).filter(([field]) => field !== name));
}

/** The currencies a price may be in: GBP and USD (spec), then those of the items pouring the wine and the stored one. */
function currencyOptions(details: WineDetails): { value: string; label: string }[] {
  const codes = [...new Set([...WINE_PRICE_CURRENCIES, ...(details.itemCurrencies ?? []), details.currency])];
  return codes.map((code) => {
    const symbol = currencySymbol(code);
    return { value: code, label: symbol === code ? code : `${symbol} (${code})` };
  });
}

const CAP_HINTS = {
  year: 'A year of 4 digits, such as 2019.',
  decimal: `Digits and one decimal point, at most ${WINE_INPUT_CAPS.decimal} characters.`,
  window: `Whole years, at most ${WINE_INPUT_CAPS.window} digits.`,
  price: `An amount such as 12.50, at most ${WINE_INPUT_CAPS.price} characters.`,
} as const;

interface ProfileSectionProps {
  sectionId: WineProfileSectionId;
  title: string;
  details: WineDetails;
  reference: ReferenceData;
  query: WineProfileQuery;
}

/**
 * One section of the owner's editor: the current values as text with Edit Section; in edit mode the inputs plus
 * Cancel and Confirm Details. Confirm sends only the changed fields (multipart, with the image when chosen),
 * then the profile reloads and the section closes; a refused value shows at its field, with what was typed kept.
 */
export function ProfileSection({ sectionId, title, details, reference, query }: ProfileSectionProps) {
  const fields = wineFieldsOfSection(sectionId);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields, details));
  const [nothingChanged, setNothingChanged] = useState(false);
  const update = useUpdateWineDetails(query);
  const editRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusEdit = useRef(false);

  useEffect(() => {
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editRef.current?.focus();
    }
    if (editing) formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [editing]);

  const error = update.error;
  const fieldErrors = error instanceof ApiRequestError ? error.fields : {};
  const errorOf = (name: string) => fieldErrors[name] ?? (name === 'subRegion' ? fieldErrors.appelation : undefined);

  const open = () => {
    setDraft(draftOf(fields, details));
    setNothingChanged(false);
    update.reset();
    setEditing(true);
  };
  const close = () => {
    focusEdit.current = true;
    update.reset();
    setEditing(false);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const changed = changesOf(fields, draft, details);
    if (Object.keys(changed).length === 0 && Object.keys(draft.images).length === 0) {
      setNothingChanged(true);
      return;
    }
    update.mutate({ fields: changed, images: draft.images }, { onSuccess: () => close() });
  };

  /** Any edit of a field takes back its Clear. */
  const uncleared = (current: Draft, name: string) => ({ ...current.cleared, [name]: false });
  const setText = (name: string, value: string) =>
    setDraft((current) => ({
      ...current,
      text: { ...current.text, [name]: value },
      codes: { ...current.codes, [name]: null },
      cleared: uncleared(current, name),
    }));
  const setSlider = (name: string, value: number) =>
    setDraft((current) => ({
      ...current,
      sliders: { ...current.sliders, [name]: value },
      // The score's box follows its slider.
      text: name === SCORE_FIELD ? { ...current.text, [name]: String(value) } : current.text,
      cleared: uncleared(current, name),
    }));
  /** The score typed: digits only; a whole number from 0 to 100 moves the slider too. */
  const typeScore = (typed: string) => {
    const text = typed.replace(/\D/g, '').slice(0, 3);
    const score = SLIDER_SCALES.quality;
    const value = text === '' ? undefined : Number(text);
    setDraft((current) => ({
      ...current,
      text: { ...current.text, [SCORE_FIELD]: text },
      sliders:
        value !== undefined && value >= score.min && value <= score.max ? { ...current.sliders, [SCORE_FIELD]: value } : current.sliders,
      cleared: uncleared(current, SCORE_FIELD),
    }));
  };
  /** Clear: the field shows empty, and Confirm Details empties it on the server. */
  const clearField = (field: WineField) =>
    setDraft((current) => ({
      ...current,
      text: field.name in current.text ? { ...current.text, [field.name]: '' } : current.text,
      sliders: { ...current.sliders, [field.name]: undefined },
      yesNo: { ...current.yesNo, [field.name]: undefined },
      codes: { ...current.codes, [field.name]: null },
      images: field.kind === 'image' ? withoutImage(current.images, field.name) : current.images,
      cleared: { ...current.cleared, [field.name]: true },
    }));
  const dispatchMulti = (name: string, action: MultiValueAction) =>
    setDraft((current) => ({
      ...current,
      multi: { ...current.multi, [name]: multiValueReducer(current.multi[name] ?? INITIAL_MULTI_VALUE, action) },
    }));
  const parentValue = (field: string) => {
    const code = draft.codes[field];
    return { name: draft.text[field] ?? '', code: code === null ? undefined : code };
  };

  const input = (field: WineField) => {
    const stored = storedValue(details, field.name);
    const error = errorOf(field.name);
    const now = (
      <>
        Now: <FieldValue details={details} field={field} />
      </>
    );
    switch (field.kind) {
      case 'text':
      case 'longText':
        return field.kind === 'longText' ? (
          <TextAreaField
            label={field.label}
            error={error}
            maxLength={WINE_TEXT_LIMITS.longText}
            value={draft.text[field.name] ?? ''}
            onChange={(e) => setText(field.name, e.target.value)}
          />
        ) : (
          <TextField
            label={field.label}
            error={error}
            maxLength={WINE_TEXT_LIMITS.text}
            value={draft.text[field.name] ?? ''}
            onChange={(e) => setText(field.name, e.target.value)}
          />
        );
      case 'year':
      case 'decimal':
      case 'window':
      case 'price': {
        const kind = field.kind;
        return (
          <TextField
            label={field.label}
            hint={CAP_HINTS[kind]}
            error={error}
            inputMode={kind === 'decimal' || kind === 'price' ? 'decimal' : 'numeric'}
            maxLength={WINE_INPUT_CAPS[kind]}
            value={draft.text[field.name] ?? ''}
            onChange={(e) => setText(field.name, capWineInput(kind, e.target.value))}
          />
        );
      }
      case 'currency':
        return (
          <SelectField
            label={field.label}
            error={error}
            options={currencyOptions(details)}
            value={draft.text[field.name] ?? details.currency}
            onChange={(e) => setText(field.name, e.target.value)}
          />
        );
      case 'reference':
        return (
          <TypeAhead
            label={field.label}
            error={error}
            maxLength={WINE_TEXT_LIMITS.text}
            value={draft.text[field.name] ?? ''}
            onChange={(text) => setText(field.name, text)}
            onChoose={(suggestion) =>
              setDraft((current) => ({
                ...current,
                text: { ...current.text, [field.name]: suggestion.name },
                codes: { ...current.codes, [field.name]: suggestion.code },
              }))
            }
            suggestionsFor={(text) => referenceSuggestions(reference, field.reference, text, parentValue)}
          />
        );
      case 'slider': {
        const scale = SLIDER_SCALES[field.scale];
        const value = draft.sliders[field.name];
        const slider = (
          <SliderField
            label={field.label}
            hint={typeof stored === 'number' ? `Saved: ${sliderLabel(field.scale, stored)}` : undefined}
            error={field.name === SCORE_FIELD ? undefined : error}
            min={scale.min}
            max={scale.max}
            step={scale.step}
            value={value}
            valueText={sliderLabel(field.scale, value)}
            onChange={(next) => setSlider(field.name, next)}
          />
        );
        if (field.name !== SCORE_FIELD) return slider;
        return (
          <div className="wine-profile__score">
            {slider}
            <TextField
              label="Score, typed (0 to 100)"
              error={error}
              inputMode="numeric"
              maxLength={3}
              className="wine-profile__score-input"
              value={draft.text[field.name] ?? ''}
              onChange={(e) => typeScore(e.target.value)}
            />
          </div>
        );
      }
      case 'yesNo':
        return (
          <YesNoField
            label={field.label}
            options={field.options}
            hint={stored === 'True' || stored === 'False' ? `Now: ${field.options[stored]}` : undefined}
            error={error}
            value={draft.yesNo[field.name]}
            onChange={(next) =>
              setDraft((current) => ({
                ...current,
                yesNo: { ...current.yesNo, [field.name]: next },
                cleared: uncleared(current, field.name),
              }))
            }
          />
        );
      case 'multi': {
        const state = draft.multi[field.name] ?? INITIAL_MULTI_VALUE;
        const result = multiValueToSend(typeof stored === 'string' ? stored : null, state);
        const clearLabel = field.name === 'grapeOrBlend' ? 'CLEAR' : 'Clear';
        const hint = 'click on confirm details to effect changes';
        const list = 'reference' in field ? field.reference : undefined;
        return (
          <div className="wine-profile__multi">
            {list ? (
              <TypeAhead
                label={field.label}
                hint={hint}
                error={error}
                value={state.text}
                onChange={(text) => dispatchMulti(field.name, { type: 'type', text })}
                onChoose={(suggestion) => dispatchMulti(field.name, { type: 'type', text: suggestion.name })}
                suggestionsFor={(text) => referenceSuggestions(reference, list, text, parentValue)}
              />
            ) : (
              <TextField
                label={field.label}
                hint={hint}
                error={error}
                value={state.text}
                onChange={(e) => dispatchMulti(field.name, { type: 'type', text: e.target.value })}
              />
            )}
            <div className="wine-profile__multi-now">{now}</div>
            <div className="form-actions">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={state.mode === 'add-another'}
                onClick={() => dispatchMulti(field.name, { type: 'add' })}
              >
                ADD <span className="visually-hidden">to {field.label}</span>
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={state.mode === 'clear'}
                onClick={() => dispatchMulti(field.name, { type: 'clear' })}
              >
                {clearLabel} <span className="visually-hidden">{field.label}</span>
              </button>
            </div>
            <p className="form-field__hint" aria-live="polite">
              {result === undefined
                ? ''
                : result === null
                  ? `${field.label} will be emptied.`
                  : `${field.label} will be: ${splitMultiValue(result).join(', ')}.`}
            </p>
          </div>
        );
      }
      case 'image': {
        const name = field.name;
        const inputId = `${headingId}-${name}`;
        const chosen = draft.images[name];
        return (
          <div className="form-field wine-profile__image-field">
            <label className="form-field__label" htmlFor={inputId}>
              {field.label}
            </label>
            <div>{draft.cleared[name] ? 'No image yet' : <FieldValue details={details} field={field} />}</div>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => {
                const image = e.target.files?.[0];
                setDraft((current) => {
                  const images = withoutImage(current.images, name);
                  return { ...current, images: image ? { ...images, [name]: image } : images, cleared: uncleared(current, name) };
                });
              }}
            />
            {chosen && <p className="form-field__hint">Chosen: {chosen.name}</p>}
            {error && (
              <p id={`${inputId}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </div>
        );
      }
    }
  };

  return (
    <section className="wine-profile__section" aria-labelledby={headingId}>
      <div className="wine-profile__section-head">
        <h2 id={headingId}>{title}</h2>
        {!editing && (
          <button ref={editRef} type="button" className="button button--ghost button--small" onClick={open}>
            Edit Section <span className="visually-hidden">{title}</span>
          </button>
        )}
      </div>
      {!editing && (
        <dl className="wine-profile__values">
          {fields.map((field) => (
            <div key={field.name} className="wine-profile__value">
              <dt>{field.label}</dt>
              <dd>
                <FieldValue details={details} field={field} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {editing && (
        <form ref={formRef} className="wine-profile__form" onSubmit={confirm} noValidate aria-labelledby={headingId}>
          {error && (
            <FormAlert>
              <p>{error instanceof ApiRequestError ? error.message : 'Your changes could not be saved. Please try again.'}</p>
              {Object.keys(fieldErrors).length > 0 && (
                <ul>
                  {Object.entries(fieldErrors).map(([name, message]) => (
                    <li key={name}>{message}</li>
                  ))}
                </ul>
              )}
            </FormAlert>
          )}
          <div className="wine-profile__fields">
            {fields.map((field) => (
              <div key={field.name} className={`wine-profile__field wine-profile__field--${field.kind}`}>
                {input(field)}
                {!cannotClear(field) && (hasValue(details, field) || draft.cleared[field.name]) && (
                  <div className="wine-profile__clear">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-pressed={draft.cleared[field.name] === true}
                      onClick={() => clearField(field)}
                    >
                      Clear <span className="visually-hidden">{field.label}</span>
                    </button>
                    <p className="form-field__hint" aria-live="polite">
                      {draft.cleared[field.name] ? `${field.label} will be emptied when you confirm.` : ''}
                    </p>
                  </div>
                )}
              </div>
            ))}
          </div>
          {nothingChanged && (
            <p className="form-field__hint" role="status">
              Nothing has changed yet: change a value, then Confirm Details.
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button--small" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Confirm Details'}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={close} disabled={update.isPending}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
