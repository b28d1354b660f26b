import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SaveCancelActions } from '../../../components/ui/save-cancel-actions.tsx';

export interface FieldSpec<Name extends string = string> {
  /** The wire name sent to the server. */
  name: Name;
  label: string;
  type: 'text' | 'textarea' | 'date' | 'time' | 'email' | 'tel' | 'number' | 'select' | 'checkbox' | 'checkboxes';
  /** The current value as the form holds it ('true'/'false' for a checkbox; the chosen options joined by '|' for checkboxes). */
  value: string;
  options?: readonly { value: string; label: string }[];
  /** Turns a changed form value into what is sent; the string itself by default. */
  toWire?: (value: string) => unknown;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  step?: string;
  autoComplete?: string;
}

export type FormValues<Name extends string = string> = Partial<Record<Name, string>>;

interface EditableRowProps<Name extends string> {
  /** Anchor for links from the 'still needed' list. */
  id: string;
  title: string;
  /** What the row shows when not editing. */
  display: ReactNode;
  fields: readonly FieldSpec<Name>[];
  hint?: string;
  /** Sends the changed fields; rejects with the server's reasons. */
  onSave: (changes: Partial<Record<Name, unknown>>) => Promise<unknown>;
  /** More editing help under the inputs, e.g. a map to pick a position. */
  extra?: (values: FormValues<Name>, setValue: (name: Name, value: string) => void) => ReactNode;
}

function initialValues<Name extends string>(fields: readonly FieldSpec<Name>[]): FormValues<Name> {
  const values: FormValues<Name> = {};
  for (const field of fields) values[field.name] = field.value;
  return values;
}

/**
 * One field of Manage Event: view mode with Edit; edit mode with Save and Cancel. Save sends only the fields
 * whose form value changed, each turned into its wire value once (nothing is sent when nothing changed);
 * Cancel discards the edit.
 */
export function EditableRow<Name extends string>({ id, title, display, fields, hint, onSave, extra }: EditableRowProps<Name>) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FormValues<Name>>(() => initialValues(fields));
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [saving, setSaving] = useState(false);
  const baseId = useId();

  const setValue = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const startEditing = () => {
    setValues(initialValues(fields));
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setValues(initialValues(fields));
    setError(null);
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes: Partial<Record<Name, unknown>> = {};
    for (const field of fields) {
      const value = values[field.name] ?? '';
      if (value !== field.value) changes[field.name] = field.toWire ? field.toWire(value) : value;
    }
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(changes);
      setEditing(false);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? { message: failure.message, fields: failure.fields }
          : { message: 'The change could not be saved. Please try again.', fields: {} },
      );
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (name: Name) => error?.fields[name];

  return (
    <div className="editable-row" id={id}>
      <div className="editable-row__head">
        <h3 className="editable-row__title">{title}</h3>
        {!editing && (
          <button type="button" className="button button--ghost button--small" onClick={startEditing} aria-label={`Edit ${title}`}>
            Edit
          </button>
        )}
      </div>
      {!editing && <div className="editable-row__value">{display}</div>}
      {editing && (
        <form className="editable-row__form" onSubmit={(event) => void save(event)} noValidate>
          {hint && <p className="editable-row__hint">{hint}</p>}
          <div className="editable-row__inputs">
            {fields.map((field) => {
              const inputId = `${baseId}-${field.name}`;
              const errorId = `${inputId}-error`;
              const message = fieldError(field.name);
              const common = {
                id: inputId,
                name: field.name,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? errorId : undefined,
              } as const;
              const value = values[field.name] ?? '';
              let input: ReactNode;
              if (field.type === 'textarea') {
                input = (
                  <textarea
                    {...common}
                    value={value}
                    rows={5}
                    maxLength={field.maxLength}
                    onChange={(e) => setValue(field.name, e.target.value)}
                  />
                );
              } else if (field.type === 'select') {
                input = (
                  <select {...common} value={value} onChange={(e) => setValue(field.name, e.target.value)}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                );
              } else if (field.type === 'checkboxes') {
                const chosen = new Set(value ? value.split('|') : []);
                const toggle = (option: string, on: boolean) => {
                  // Kept in the options' order, so the same choice always reads the same.
                  const next = (field.options ?? []).map((o) => o.value).filter((code) => (code === option ? on : chosen.has(code)));
                  setValue(field.name, next.join('|'));
                };
                return (
                  <fieldset
                    key={field.name}
                    className="editable-row__field editable-row__field--checkboxes"
                    aria-describedby={common['aria-describedby']}
                  >
                    <legend>{field.label}</legend>
                    <div className="checkbox-grid">
                      {field.options?.map((option) => (
                        <label key={option.value} className="checkbox">
                          <input
                            type="checkbox"
                            name={field.name}
                            value={option.value}
                            checked={chosen.has(option.value)}
                            onChange={(e) => toggle(option.value, e.target.checked)}
                          />
                          <span>{option.label}</span>
                        </label>
                      ))}
                    </div>
                    {message && (
                      <p id={errorId} className="field-error">
                        {message}
                      </p>
                    )}
                  </fieldset>
                );
              } else if (field.type === 'checkbox') {
                input = (
                  <input
                    {...common}
                    type="checkbox"
                    checked={value === 'true'}
                    onChange={(e) => setValue(field.name, String(e.target.checked))}
                  />
                );
              } else {
                input = (
                  <input
                    {...common}
                    type={field.type}
                    value={value}
                    maxLength={field.maxLength}
                    inputMode={field.inputMode}
                    step={field.step}
                    autoComplete={field.autoComplete ?? 'off'}
                    onChange={(e) => setValue(field.name, e.target.value)}
                  />
                );
              }
              return (
                <div key={field.name} className={`editable-row__field editable-row__field--${field.type}`}>
                  <label htmlFor={inputId}>{field.label}</label>
                  {input}
                  {message && (
                    <p id={errorId} className="field-error">
                      {message}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {extra?.(values, setValue)}
          {error && Object.keys(error.fields).every((name) => !fields.some((field) => field.name === name)) && (
            <p className="form-message form-message--error" role="alert">
              {error.message}
            </p>
          )}
          {error && Object.keys(error.fields).some((name) => fields.some((field) => field.name === name)) && (
            <p className="visually-hidden" role="alert">
              {error.message}
            </p>
          )}
          <SaveCancelActions className="editable-row__actions" saving={saving} onCancel={cancel} />
        </form>
      )}
    </div>
  );
}
