import type { ItemUpdate } from '@trg/contract/catalog';
import type { FieldSpec } from './editable-row.tsx';

/** Manage Event's fields go by the contract's update names ('eventTitle', 'locationcity', ...). */
export type ItemField = keyof ItemUpdate;

/** A Manage Event input; a text box unless a type is given. */
export const itemField = (spec: Omit<FieldSpec<ItemField>, 'type'> & { type?: FieldSpec['type'] }): FieldSpec<ItemField> => ({
  type: 'text',
  ...spec,
});

/** A stored value as the form holds it: '' for nothing. */
export const formValue = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
