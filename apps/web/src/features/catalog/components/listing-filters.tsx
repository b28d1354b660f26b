import { useId, type FormEvent } from 'react';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import type { ListingParams } from '../api/get-listing.ts';
import { KINDS } from '../catalog-kinds.ts';
import { FILTER_NAMES } from '../listing-params.ts';

/** The filters kept in the 'More filters' panel; how many are set is shown on its summary. */
const MORE = ['when', 'from', 'to', 'near', 'km', 'region', 'grape', 'appellation', 'colour', 'priceMin', 'priceMax', 'sort'] as const;

interface Props {
  kind: CatalogKind;
  params: ListingParams;
  countries: { code: string; name: string }[];
  /** Go to the listing with these search parameters (page 1). */
  onApply: (next: URLSearchParams) => void;
}

/**
 * The listing's search and filters (issue 31): a GET form, so that it works before the script and its address is
 * the result's. Where and Country apply at once (as before); the words and the other filters on 'Show results'.
 */
export function ListingFilters({ kind, params, countries, onApply }: Props) {
  const config = KINDS[kind];
  const moreSet = MORE.filter((name) => params[name] !== undefined).length;
  const id = useId();
  // Keyed by the address, the fields start again from it after each navigation.
  const key = FILTER_NAMES.map((name) => params[name] ?? '').join('|');

  const fromForm = (form: HTMLFormElement) => {
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    return next;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(fromForm(event.currentTarget));
  };
  const applyNow = (event: { currentTarget: HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (form) onApply(fromForm(form));
  };

  return (
    <form key={key} className="catalog-filters" method="get" aria-label={`Filter ${config.plural}`} onSubmit={onSubmit}>
      <div className="catalog-filters__search">
        <label htmlFor={`${id}-q`}>Search {config.plural}</label>
        <div className="catalog-filters__search-row">
          <input id={`${id}-q`} name="q" type="search" defaultValue={params.q} maxLength={100} placeholder="Barolo, Reims, a host…" />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </div>
      <label>
        <span>Where</span>
        <select name="online" defaultValue={params.online ?? ''} onChange={applyNow}>
          <option value="">Anywhere</option>
          <option value="false">In person</option>
          <option value="true">Online</option>
        </select>
      </label>
      <label>
        <span>Country</span>
        <select name="country" defaultValue={params.country ?? ''} onChange={applyNow}>
          <option value="">All countries</option>
          {/* The countries the listed items are in (the listing names them): none that would show nothing. */}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <details className="catalog-filters__more">
        <summary>More filters{moreSet > 0 ? ` (${moreSet} set)` : ''}</summary>
        <div className="catalog-filters__grid">
          <label>
            <span>Dates</span>
            <select name="when" defaultValue={params.when ?? ''}>
              <option value="">Any date (or from–to below)</option>
              <option value="weekend">This weekend</option>
              <option value="30days">Next 30 days</option>
            </select>
          </label>
          <label>
            <span>From</span>
            <input name="from" type="date" defaultValue={params.from} />
          </label>
          <label>
            <span>To</span>
            <input name="to" type="date" defaultValue={params.to} />
          </label>
          <label>
            <span>Near a town</span>
            <input name="near" type="text" defaultValue={params.near} maxLength={80} placeholder="Reims" autoComplete="off" />
          </label>
          <label>
            <span>Within (km)</span>
            <input name="km" type="number" min={1} max={500} inputMode="numeric" defaultValue={params.km} placeholder="30" />
          </label>
          <label>
            <span>Wine region</span>
            <input name="region" type="text" defaultValue={params.region} maxLength={80} placeholder="Champagne" />
          </label>
          <label>
            <span>Grape</span>
            <input name="grape" type="text" defaultValue={params.grape} maxLength={80} placeholder="Syrah" />
          </label>
          <label>
            <span>Appellation</span>
            <input name="appellation" type="text" defaultValue={params.appellation} maxLength={80} placeholder="Barolo" />
          </label>
          <label>
            <span>Colour</span>
            <select name="colour" defaultValue={params.colour ?? ''}>
              <option value="">Any colour</option>
              {['Red', 'White', 'Rosé', 'Orange', 'Amber', 'Tawny'].map((colour) => (
                <option key={colour}>{colour}</option>
              ))}
            </select>
          </label>
          <label>
            <span>Lowest price</span>
            <input name="priceMin" type="number" min={0} max={100000} inputMode="numeric" defaultValue={params.priceMin} />
          </label>
          <label>
            <span>Highest price</span>
            <input name="priceMax" type="number" min={0} max={100000} inputMode="numeric" defaultValue={params.priceMax} />
          </label>
          <label>
            <span>Sort by</span>
            <select name="sort" defaultValue={params.sort ?? ''}>
              <option value="">{params.q ? 'Best match' : 'Date'}</option>
              <option value="date">Date, soonest first</option>
              <option value="price">Price, lowest first</option>
              <option value="distance">Distance from the town</option>
            </select>
          </label>
        </div>
        <button type="submit" className="button">
          Show results
        </button>
      </details>
    </form>
  );
}
