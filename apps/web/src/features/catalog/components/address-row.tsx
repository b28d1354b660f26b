import { useRef } from 'react';
import { CATALOG_LIMITS, type HostItem } from '@trg/contract/catalog';
import type { ItemChanges } from '../api/update-item.ts';
import { EditableRow } from './editable-row.tsx';
import { formValue, itemField } from './item-field.ts';
import { VenueAddress } from './item-detail.tsx';
import { COUNTRY_OPTIONS } from './manage-options.ts';
import { NotSet } from './not-set.tsx';
import { PlaceSearch } from './place-search.tsx';

/**
 * The venue's address. Choosing the town from the gazetteer fills the city and country and, when saved,
 * places the map pin there too (the host can then move it to the door).
 */
export function AddressRow({ item, onSave }: { item: HostItem; onSave: (changes: ItemChanges) => Promise<unknown> }) {
  const position = useRef<{ lat: number; lng: number } | null>(null);
  return (
    <EditableRow
      id="field-locationAddress"
      title="Address"
      display={item.locationAddress || item.locationcity ? <VenueAddress item={item} /> : <NotSet />}
      fields={[
        itemField({
          name: 'locationAddress',
          label: 'Address',
          value: formValue(item.locationAddress),
          maxLength: CATALOG_LIMITS.address,
          autoComplete: 'street-address',
        }),
        itemField({ name: 'locationcity', label: 'City', value: formValue(item.locationcity), maxLength: CATALOG_LIMITS.city }),
        itemField({
          name: 'locationZip_code',
          label: 'Postcode',
          value: formValue(item.locationZip_code),
          maxLength: CATALOG_LIMITS.postcode,
        }),
        itemField({
          name: 'locationCountry',
          label: 'Country',
          type: 'select',
          value: formValue(item.locationCountry),
          options: COUNTRY_OPTIONS,
        }),
      ]}
      onSave={async (changes) => {
        const picked = position.current;
        // The pin follows a town chosen from the list; a town typed by hand leaves the pin where it was.
        await onSave(picked ? { ...changes, lat: picked.lat, lng: picked.lng } : changes);
        position.current = null;
      }}
      extra={(_values, setValue) => (
        <PlaceSearch
          label="Search towns (fills in the town and places the pin)"
          country={item.locationCountry}
          onPick={(place) => {
            setValue('locationcity', place.name);
            setValue('locationCountry', place.country);
            position.current = { lat: Number(place.lat.toFixed(5)), lng: Number(place.lng.toFixed(5)) };
          }}
        />
      )}
    />
  );
}
