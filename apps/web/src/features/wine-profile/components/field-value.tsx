import { currencySymbol } from '@trg/contract/lists/currencies';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { sliderLabel, type WineDetails } from '@trg/contract/wine-profiles';
import { splitMultiValue } from '@trg/contract/wine-profile-rules';
import { storedValue, type WineField } from './fields.ts';

export const NOT_SET = 'Not set';

/** True when the field has a value to show. */
export function hasValue(details: WineDetails, field: WineField): boolean {
  const value = storedValue(details, field.name);
  return value !== null && value !== undefined && value !== '';
}

/** A field's current value as text: slider words, yes/no words, prices with the currency symbol, lists split. */
export function FieldValue({ details, field }: { details: WineDetails; field: WineField }) {
  const value = storedValue(details, field.name);
  switch (field.kind) {
    case 'slider':
      return <>{typeof value === 'number' ? sliderLabel(field.scale, value) : NOT_SET}</>;
    case 'yesNo':
      return <>{value === 'True' || value === 'False' ? field.options[value] : NOT_SET}</>;
    case 'multi': {
      const entries = splitMultiValue(typeof value === 'string' ? value : null);
      if (entries.length === 0) return <>{NOT_SET}</>;
      return (
        <ul className="wine-profile__list">
          {entries.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      );
    }
    case 'price':
      return <>{typeof value === 'string' && value !== '' ? formatDecimalMoney(value, details.currency) : NOT_SET}</>;
    case 'currency':
      return (
        <>
          {currencySymbol(details.currency) === details.currency
            ? details.currency
            : `${currencySymbol(details.currency)} (${details.currency})`}
        </>
      );
    case 'image':
      return typeof value === 'string' && value !== '' ? (
        <img
          className="wine-profile__image"
          src={value}
          alt={field.name === 'estateImg' ? `The estate of ${details.producer ?? details.wine}` : `The bottle of ${details.wine}`}
        />
      ) : (
        <>No image yet</>
      );
    default:
      return <span className="pre-line">{typeof value === 'string' && value !== '' ? value : NOT_SET}</span>;
  }
}
