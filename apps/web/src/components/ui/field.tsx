import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './form.css';

interface FieldFrame {
  label: ReactNode;
  /** A line under the label that helps fill the field in. */
  hint?: ReactNode;
  error?: string | undefined;
}

/** The ids and ARIA wiring of one labelled control with its hint and error. */
function useFieldIds(hint: boolean, error: boolean) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, describedBy };
}

function Frame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldFrame & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, error, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <input id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
    </Frame>
  );
}

export function TextAreaField({ label, hint, error, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <textarea id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...textarea} />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <select id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A form-level message: an error the person can act on, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}

export const optionsOf = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
