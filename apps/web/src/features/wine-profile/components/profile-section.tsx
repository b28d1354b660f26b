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
  changedFields,
  multiValueReducer,
  multiValueToSend,
  splitMultiValue,
  type MultiValueAction,
  type MultiValueState,
  type PendingValue,
  type YesNo,
} from '@trg/contract/wine-profile-rules';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { SliderField } from '../../../components/ui/slider-field.tsx';
import { TypeAhead } from '../../../components/ui/type-ahead.tsx';
import { YesNoField } from '../../../components/ui/yes-no-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateWineDetails } from '../api/update-wine-details.ts';
import { FieldValue } from './field-value.tsx';
import { referenceSuggestions, storedValue, type ReferenceData, type WineField } from './fields.ts';

/** What the person has entered in an open section. Sliders and yes/no pairs start unset (spec §4). */
interface Draft {
  text: Record<string, string>;
  sliders: Record<string, number | undefined>;
  yesNo: Record<string, YesNo | undefined>;
  multi: Record<string, MultiValueState>;
  /** The code of the suggestion chosen in a reference search, to narrow the searches below it. */
  codes: Record<string, string | null>;
  image: File | undefined;
}

const TEXT_KINDS = new Set(['text', 'longText', 'reference', 'year', 'decimal', 'window', 'price', 'currency']);

function draftOf(fields: readonly WineField[], details: WineDetails): Draft {
  const text: Record<string, string> = {};
  for (const field of fields) {
    if (!TEXT_KINDS.has(field.kind)) continue;
    const value = storedValue(details, field.name);
    text[field.name] = typeof value === 'string' ? value : '';
  }
  return { text, sliders: {}, yesNo: {}, multi: {}, codes: {}, image: undefined };
}

/** The fields whose value changed: what Confirm Details sends (changedFields drops the untouched and blank). */
function changesOf(fields: readonly WineField[], draft: Draft, details: WineDetails) {
  const pending: Record<string, PendingValue> = {};
  for (const field of fields) {
    if (field.kind === 'image' || ('readOnlyInEditor' in field && field.readOnlyInEditor)) continue;
    const stored = storedValue(details, field.name);
    let value: PendingValue;
    if (field.kind === 'slider') value = draft.sliders[field.name];
    else if (field.kind === 'yesNo') value = draft.yesNo[field.name];
    else if (field.kind === 'multi')
      value = multiValueToSend(typeof stored === 'string' ? stored : null, draft.multi[field.name] ?? INITIAL_MULTI_VALUE);
    else value = draft.text[field.name]?.trim();
    pending[field.name] = value === (stored ?? '') ? undefined : value;
  }
  return changedFields(pending);
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
    if (Object.keys(changed).length === 0 && !draft.image) {
      setNothingChanged(true);
      return;
    }
    update.mutate({ fields: changed, wineImg: draft.image }, { onSuccess: () => close() });
  };

  const setText = (name: string, value: string) =>
    setDraft((current) => ({ ...current, text: { ...current.text, [name]: value }, codes: { ...current.codes, [name]: null } }));
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
        if ('readOnlyInEditor' in field && field.readOnlyInEditor) {
          return (
            <div className="wine-profile__read-only">
              <p className="form-field__label">{field.label}</p>
              <FieldValue details={details} field={field} />
            </div>
          );
        }
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
            options={WINE_PRICE_CURRENCIES.map((code) => ({ value: code, label: currencySymbol(code) }))}
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
        return (
          <SliderField
            label={field.label}
            hint={typeof stored === 'number' ? `Now: ${sliderLabel(field.scale, stored)}` : undefined}
            error={error}
            min={scale.min}
            max={scale.max}
            step={scale.step}
            value={value}
            valueText={sliderLabel(field.scale, value)}
            onChange={(next) => setDraft((current) => ({ ...current, sliders: { ...current.sliders, [field.name]: next } }))}
          />
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
            onChange={(next) => setDraft((current) => ({ ...current, yesNo: { ...current.yesNo, [field.name]: next } }))}
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
      case 'image':
        return (
          <div className="form-field wine-profile__image-field">
            <label className="form-field__label" htmlFor={`${headingId}-image`}>
              {field.label}
            </label>
            <div>
              <FieldValue details={details} field={field} />
            </div>
            <input
              id={`${headingId}-image`}
              type="file"
              accept="image/*"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${headingId}-image-error` : undefined}
              onChange={(e) => {
                const image = e.target.files?.[0];
                setDraft((current) => ({ ...current, image }));
              }}
            />
            {draft.image && <p className="form-field__hint">Chosen: {draft.image.name}</p>}
            {error && (
              <p id={`${headingId}-image-error`} className="form-field__error">
                {error}
              </p>
            )}
          </div>
        );
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
