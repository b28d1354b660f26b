import type { HostItem } from '@trg/contract/catalog';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import type { ItemChanges } from '../api/update-item.ts';
import { EditableRow } from './editable-row.tsx';
import { formValue, itemField } from './item-field.ts';
import { NotSet } from './not-set.tsx';

/** Manage Event's map position: typed as latitude and longitude, or picked by clicking the map. */
export function MapPositionRow({ item, onSave }: { item: HostItem; onSave: (changes: ItemChanges) => Promise<unknown> }) {
  return (
    <EditableRow
      id="field-lat"
      title="Map position"
      display={item.lat !== null && item.lng !== null ? `${item.lat.toFixed(5)}, ${item.lng.toFixed(5)}` : <NotSet />}
      hint="Click the map where the venue is, or type its latitude and longitude."
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
          <LazyMap
            label="Map: click to set the venue's position"
            className="manage__map"
            markers={picked ? [{ id: 'venue', lat, lng, title: 'Venue position' }] : []}
            onPick={(position) => {
              setValue('lat', position.lat.toFixed(5));
              setValue('lng', position.lng.toFixed(5));
            }}
          />
        );
      }}
    />
  );
}
