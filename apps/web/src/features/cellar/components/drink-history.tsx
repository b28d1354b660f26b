import type { CellarEntry } from '@trg/contract/cellar';
import { formatDate } from '@trg/contract/dates';
import { bottlesText } from '../format.ts';

/** The bottles drunk from this wine, newest first, folded under their count. */
export function DrinkHistory({ entry }: { entry: Pick<CellarEntry, 'wine' | 'drunk'> }) {
  if (entry.drunk.length === 0) return null;
  return (
    <details className="cellar-history">
      <summary>
        Drunk: {bottlesText(entry.drunk.length)}
        <span className="visually-hidden"> of {entry.wine}</span>
      </summary>
      <ol className="cellar-history__list">
        {entry.drunk.map((drink) => (
          <li key={drink.id}>
            <time dateTime={drink.drankOn}>{formatDate(drink.drankOn)}</time>
            {drink.note && <span className="cellar-history__note"> · {drink.note}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
