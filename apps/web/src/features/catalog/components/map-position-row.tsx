import type { HostItem } from '@trg/contract/catalog';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import { usePlaceCentre } from '../api/get-places.ts';
import type { ItemChanges } from '../api/update-item.ts';
import { EditableRow } from './editable-row.tsx';
import { formValue, itemField } from './item-field.ts';
import { NotSet } from './not-set.tsx';
import { PlaceSearch } from './place-search.tsx';

/**
 * Manage Event's map position: found by the town's name in the offline gazetteer, picked by clicking the map,
 * or typed as latitude and longitude. Without a position the map opens on the item's town or country.
 */
export function MapPositionRow({ item, onSave }: { item: HostItem; onSave: (changes: ItemChanges) => Promise<unknown> }) {
  const centre = usePlaceCentre(item.locationcity, item.locationCountry);
  return (
    <EditableRow
      id="field-lat"
      title="Map position"
      display={item.lat !== null && item.lng !== null ? `${item.lat.toFixed(5)}, ${item.lng.toFixed(5)}` : <NotSet />}
      hint="Find the town, click the map where the venue is, or type its latitude and longitude."
      fields={[
        itemField({ name: 'lat', label: 'Latitude', type: 'number', value: formValue(item.lat), step: 'any' }),
        itemField({ name: 'lng', label: 'Longitude', type: 'number', value: formValue(item.lng), step: 'any' }),
      ]}
      onSave={onSave}
      extra={(values, setValue) => {
        const lat = Number(values.lat);
        const lng = Number(values.lng);
        const picked = values.lat && values.lng && Number.isFinite(lat) && Number.isFinite(lng);
        return (
          <>
            <PlaceSearch
              label="Find a town on the map"
              country={item.locationCountry}
              onPick={(place) => {
                setValue('lat', place.lat.toFixed(5));
                setValue('lng', place.lng.toFixed(5));
              }}
            />
            <LazyMap
              label="Map: click to set the venue's position"
              className="manage__map"
              center={centre}
              markers={picked ? [{ id: 'venue', lat, lng, title: 'Venue position' }] : []}
              onPick={(position) => {
                setValue('lat', position.lat.toFixed(5));
                setValue('lng', position.lng.toFixed(5));
              }}
            />
          </>
        );
      }}
    />
  );
}
