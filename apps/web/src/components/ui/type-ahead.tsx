import { useId, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@trg/contract/wine-profile-rules';
import './type-ahead.css';

interface TypeAheadProps {
  label: string;
  value: string;
  /** What the person types. */
  onChange: (text: string) => void;
  /** A suggestion chosen (by click, or the arrow keys and Enter). */
  onChoose: (suggestion: Suggestion) => void;
  /** The suggestions for a text: at most 5, none for blank text, the text itself when nothing matches (suggest()). */
  suggestionsFor: (text: string) => Suggestion[];
  error?: string | undefined;
  hint?: string | undefined;
  maxLength?: number;
}

/** What an option reads: a custom entry says so; a row found by a synonym names it (choosing keeps the name). */
function optionText(suggestion: Suggestion): string {
  if (suggestion.custom) return `Use "${suggestion.name}" (not in our list)`;
  return suggestion.matched === undefined ? suggestion.name : `${suggestion.name} · also called ${suggestion.matched}`;
}

/**
 * A type-ahead search over a reference list (ARIA 1.2 combobox with a listbox popup): the input filters, the arrow
 * keys move through the suggestions, Enter chooses, Escape closes. The list is hidden while the input is empty.
 */
export function TypeAhead({ label, value, onChange, onChoose, suggestionsFor, error, hint, maxLength }: TypeAheadProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? suggestionsFor(value) : [];
  const expanded = suggestions.length > 0;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const choose = (suggestion: Suggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = open ? suggestions.length : suggestionsFor(value).length;
      if (count > 0) setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length > 0) setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      const suggestion = suggestions[active];
      if (expanded && suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="type-ahead form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="type-ahead__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.name}-${index}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="type-ahead__option"
            // Keep the focus in the input, so that choosing with the mouse does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {optionText(suggestion)}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
