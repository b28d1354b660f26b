import { useRef, useState } from 'react';
import { TextField } from '../../../components/ui/field.tsx';

/** One input of a list, with a key that stays with it while others are added and removed. */
export interface ListEntry {
  key: number;
  value: string;
}

let lastKey = 0;
export const listEntry = (value: string): ListEntry => ({ key: (lastKey += 1), value });

interface ScheduleListFieldProps {
  /** The wire name: the server names an item's error `name.index` ('startTimes.1'), the list's own `name`. */
  name: string;
  legend: string;
  hint: string;
  type: 'time' | 'date';
  /** 'Start time': the inputs are 'Start time 1', 'Start time 2' ... */
  itemLabel: string;
  addLabel: string;
  max: number;
  entries: readonly ListEntry[];
  onChange: (entries: ListEntry[]) => void;
  errors: Readonly<Record<string, string>>;
}

/** A group of date or time inputs with Add and Remove buttons; focus goes to the new input, or back to Add. */
export function ScheduleListField({
  name,
  legend,
  hint,
  type,
  itemLabel,
  addLabel,
  max,
  entries,
  onChange,
  errors,
}: ScheduleListFieldProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  const listError = errors[name];
  const errorId = `schedule-${name}-error`;
  const hintId = `schedule-${name}-hint`;

  const add = () => {
    const entry = listEntry('');
    setAdded(entry.key);
    onChange([...entries, entry]);
  };
  const remove = (key: number) => {
    onChange(entries.filter((entry) => entry.key !== key));
    addRef.current?.focus();
  };

  return (
    <fieldset
      className="schedule-form__group schedule-list"
      aria-describedby={[hintId, listError ? errorId : null].filter(Boolean).join(' ')}
      data-invalid={listError ? true : undefined}
    >
      <legend>{legend}</legend>
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      {listError && (
        <p id={errorId} className="form-field__error">
          {listError}
        </p>
      )}
      <ul className="schedule-list__items">
        {entries.map((entry, index) => (
          <li key={entry.key} className="schedule-list__item">
            <TextField
              label={`${itemLabel} ${index + 1}`}
              type={type}
              name={`${name}.${index}`}
              value={entry.value}
              error={errors[`${name}.${index}`]}
              // Only the input just added takes the focus, as it mounts.
              autoFocus={entry.key === added}
              onChange={(event) =>
                onChange(entries.map((each) => (each.key === entry.key ? { ...each, value: event.target.value } : each)))
              }
            />
            <button type="button" className="button button--ghost button--small" onClick={() => remove(entry.key)}>
              Remove {itemLabel.toLowerCase()} {index + 1}
            </button>
          </li>
        ))}
      </ul>
      {entries.length < max && (
        <button ref={addRef} type="button" className="button button--ghost button--small" onClick={add}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
