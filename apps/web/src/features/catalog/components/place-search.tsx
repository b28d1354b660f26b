import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '@trg/contract/places';
import { countryName } from '@trg/contract/lists/countries';
import { usePlaces } from '../api/get-places.ts';

interface PlaceSearchProps {
  label: string;
  /** The host's country: its towns are listed first. */
  country: string | null;
  onPick: (place: Place) => void;
}

/** Waits until typing pauses, so a search is not sent for every letter. */
function useSettled(value: string, ms = 200) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const placeLabel = (place: Place) => `${place.name}, ${countryName(place.country) ?? place.country}`;

/**
 * A town search over the offline gazetteer, as an ARIA combobox: type, move through the towns with the arrow
 * keys, Enter (or a click) picks one, Escape closes the list.
 */
export function PlaceSearch({ label, country, onPick }: PlaceSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const query = usePlaces(useSettled(text), country);
  const results = text.trim().length >= 2 ? (query.data?.results ?? []) : [];
  const expanded = open && results.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (place: Place) => {
    onPick(place);
    setText(placeLabel(place));
    setPicked(placeLabel(place));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks a town rather than saving the row's form.
      event.preventDefault();
      const place = results[active >= 0 ? active : 0];
      if (place) pick(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const settledEmpty = text.trim().length >= 2 && query.isSuccess && !query.isPlaceholderData && query.data.results.length === 0;
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-help`}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPicked(null);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-help`} className="editable-row__hint">
        Type a town's name and choose it from the list to place the pin; then click the map to move it to the door.
      </p>
      <ul id={listId} role="listbox" aria-label={`Towns matching ${text}`} className="place-search__list" hidden={!expanded}>
        {results.map((place, index) => (
          <li
            key={`${place.name}-${place.country}-${place.lat}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'place-search__option place-search__option--active' : 'place-search__option'}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {picked ? `Pin placed at ${picked}.` : settledEmpty ? 'No town of that name.' : expanded ? `${results.length} towns found.` : ''}
      </p>
      {settledEmpty && <p className="muted">No town of that name. Check the spelling, or click the map.</p>}
    </div>
  );
}
