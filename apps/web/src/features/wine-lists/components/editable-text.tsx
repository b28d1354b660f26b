import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SaveCancelActions } from '../../../components/ui/save-cancel-actions.tsx';

interface EditableTextProps {
  label: string;
  value: string;
  multiline?: boolean;
  maxLength: number;
  /** Shown in view mode when the value is empty. */
  emptyText?: string;
  /** Sends the new value; rejects with the server's reasons. */
  onSave: (value: string) => Promise<unknown>;
  /** The wire name, to find the server's message for this field. */
  field: string;
}

/**
 * One editable text of Manage Winelist, like the catalog's editable row: view with Edit; Edit shows the input
 * with Save and Cancel. Save sends only a changed value; Cancel discards it. Focus moves into the input on
 * Edit and back to Edit after.
 */
export function EditableText({ label, value, multiline, maxLength, emptyText, onSave, field }: EditableTextProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setDraft(value);
    setError(null);
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === value.trim()) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(draft.trim());
      setEditing(false);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? { message: failure.message, field: failure.fields[field] }
          : { message: 'The change could not be saved. Please try again.' },
      );
    } finally {
      setSaving(false);
    }
  };

  const common = {
    id: inputId,
    value: draft,
    maxLength,
    'aria-invalid': error?.field ? true : undefined,
    'aria-describedby': error?.field ? errorId : undefined,
  } as const;

  return (
    <div className="editable-text">
      <div className="editable-text__head">
        <h2 className="editable-text__title">{label}</h2>
        {!editing && (
          <button ref={editRef} type="button" className="button button--ghost button--small" onClick={start} aria-label={`Edit ${label}`}>
            Edit
          </button>
        )}
      </div>
      {!editing && <p className={`editable-text__value pre-line ${value ? '' : 'muted'}`}>{value || emptyText}</p>}
      {editing && (
        <form className="editable-text__form" onSubmit={(event) => void save(event)} noValidate>
          <label htmlFor={inputId}>{label}</label>
          {multiline ? (
            <textarea {...common} ref={inputRef} rows={5} onChange={(event) => setDraft(event.target.value)} />
          ) : (
            <input {...common} ref={inputRef} type="text" autoComplete="off" onChange={(event) => setDraft(event.target.value)} />
          )}
          {error?.field && (
            <p id={errorId} className="field-error">
              {error.field}
            </p>
          )}
          {error && (
            <p className={error.field ? 'visually-hidden' : 'form-message form-message--error'} role="alert">
              {error.message}
            </p>
          )}
          <SaveCancelActions className="editable-text__actions" saving={saving} onCancel={cancel} />
        </form>
      )}
    </div>
  );
}
