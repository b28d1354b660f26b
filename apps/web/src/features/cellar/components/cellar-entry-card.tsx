import { useId } from 'react';
import { Link } from 'react-router';
import type { CellarEntry } from '@trg/contract/cellar';
import { wineProfileHref } from '@trg/contract/wine-profiles';
import { drinkingWindowText, originText, placeText, pricePaidText, styleText } from '../format.ts';
import { BottleCountForm } from './bottle-count-form.tsx';
import { DrankOne } from './drank-one.tsx';
import { DrinkHistory } from './drink-history.tsx';
import { EntryDetailsForm } from './entry-details-form.tsx';
import { ReadinessBadge } from './readiness-badge.tsx';
import { RemoveEntry } from './remove-entry.tsx';

interface CellarEntryCardProps {
  entry: CellarEntry;
  announce: (message: string) => void;
  onRemoved: (message: string) => void;
}

/**
 * One wine of the cellar: its name (linking to its profile when it has one), details, window, where it is kept and
 * what it cost, the count with 'Drank one' and the bottles drunk, 'Edit details' and Remove.
 */
export function CellarEntryCard({ entry, announce, onRemoved }: CellarEntryCardProps) {
  const titleId = useId();
  const { wineId, wineListId } = entry;
  const origin = originText(entry);
  const style = styleText(entry);
  const place = placeText(entry);
  const price = pricePaidText(entry);
  return (
    <article className="cellar-entry" aria-labelledby={titleId}>
      <div className="cellar-entry__about">
        <div className="cellar-entry__head">
          <h3 id={titleId} className="cellar-entry__title">
            {wineId !== null && wineListId !== null ? (
              <Link to={wineProfileHref({ wine: entry.wine, wineId, wineListId })}>{entry.wine}</Link>
            ) : (
              entry.wine
            )}
          </h3>
          {entry.readiness && <ReadinessBadge readiness={entry.readiness} />}
        </div>
        {entry.producer && <p className="cellar-entry__producer">{entry.producer}</p>}
        {style && <p className="cellar-entry__style">{style}</p>}
        <dl className="cellar-entry__facts">
          <div>
            <dt>Vintage</dt>
            <dd>{entry.vintage ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Country / region</dt>
            <dd>{origin ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Drinking window</dt>
            <dd>{drinkingWindowText(entry)}</dd>
          </div>
          {place && (
            <div>
              <dt>Kept in</dt>
              <dd>{place}</dd>
            </div>
          )}
          {price && (
            <div>
              <dt>Paid</dt>
              <dd>{price}</dd>
            </div>
          )}
          {entry.myRating !== null && (
            <div>
              <dt>My rating</dt>
              <dd>{entry.myRating} / 5</dd>
            </div>
          )}
        </dl>
        {entry.myNote && <p className="cellar-entry__note">{entry.myNote}</p>}
        <DrinkHistory entry={entry} />
        <EntryDetailsForm entry={entry} announce={announce} />
      </div>
      <div className="cellar-entry__actions">
        <DrankOne entry={entry} announce={announce} />
        <BottleCountForm entry={entry} announce={announce} />
        <RemoveEntry entry={entry} onRemoved={onRemoved} />
      </div>
    </article>
  );
}
