import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SelectField, TextAreaField, TextField, type SelectOption } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { ProfileChanges } from '../api/update-profile.ts';

/** One input of a row, named as the API names it ('member.phone', 'first_name'). */
export type RowField =
  | { name: string; label: string; type: 'text' | 'email' | 'tel' | 'date'; autoComplete?: string; max?: string; maxLength?: number }
  | { name: string; label: string; type: 'textarea'; maxLength?: number }
  | { name: string; label: string; type: 'select'; options: readonly SelectOption[]; placeholder: string };

export interface ProfileRowProps {
  label: string;
  caption?: string;
  /** The current value as text, shown outside edit mode. */
  display: ReactNode;
  fields: RowField[];
  /** Current values by field name ('' for none). */
  values: Record<string, string>;
  /** Messages for fields the client can already tell are wrong; the server checks again. */
  validate(changes: ProfileChanges): Record<string, string>;
  save(changes: ProfileChanges): Promise<unknown>;
}

/**
 * A profile row: its value with Edit; in edit mode, inputs with Save and Cancel (spec part 2 §4). Save sends only
 * the fields changed in this edit, and does nothing when none did; Cancel discards them.
 */
export function ProfileRow({ label, caption, display, fields, values, validate, save }: ProfileRowProps) {
  const labelId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const finish = () => {
    setEditing(false);
    setErrors({});
    setMessage(null);
    // Back to the button that opened the row, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const startEditing = () => {
    setDraft(values);
    setEditing(true);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: ProfileChanges = {};
    for (const field of fields) {
      const value = (draft[field.name] ?? '').trim();
      if (value !== (values[field.name] ?? '').trim()) changes[field.name] = value;
    }
    if (Object.keys(changes).length === 0) return finish();
    const problems = validate(changes);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setMessage(null);
      return;
    }
    setSaving(true);
    try {
      await save(changes);
      finish();
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.fields : {});
      setMessage(error instanceof Error ? error.message : 'Your changes could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const inputFor = (field: RowField) => {
    const common = {
      key: field.name,
      label: field.label,
      name: field.name,
      value: draft[field.name] ?? '',
      error: errors[field.name],
    };
    const onChange = (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field.name]: event.target.value }));
    if (field.type === 'select') {
      return <SelectField {...common} onChange={onChange} options={field.options} placeholder={field.placeholder} />;
    }
    if (field.type === 'textarea') return <TextAreaField {...common} onChange={onChange} maxLength={field.maxLength} />;
    return (
      <TextField
        {...common}
        onChange={onChange}
        type={field.type}
        autoComplete={field.autoComplete}
        max={field.max}
        maxLength={field.maxLength}
      />
    );
  };

  return (
    <section className="profile-row" aria-labelledby={labelId} data-editing={editing || undefined}>
      <div className="profile-row__head">
        <h2 id={labelId} className="profile-row__label">
          {label}
        </h2>
        {!editing && (
          <button ref={editButton} type="button" className="button button--ghost button--small" onClick={startEditing}>
            Edit<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {caption && <p className="profile-row__caption">{caption}</p>}
      {editing ? (
        <form ref={formRef} className="profile-row__form" onSubmit={(event) => void onSubmit(event)} noValidate>
          {message && (
            <p className="form-alert" role="alert">
              {message}
            </p>
          )}
          <div className="profile-row__fields">{fields.map(inputFor)}</div>
          <div className="form-actions">
            <button type="submit" className="button button--small" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
              <span className="visually-hidden"> {label}</span>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={finish} disabled={saving}>
              Cancel<span className="visually-hidden"> editing {label}</span>
            </button>
          </div>
        </form>
      ) : (
        <p className="profile-row__value">{display}</p>
      )}
    </section>
  );
}
