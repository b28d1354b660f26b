import { CATALOG_LIMITS, type HostItem } from '@trg/contract/catalog';
import type { ItemChanges } from '../api/update-item.ts';
import { EditableRow } from './editable-row.tsx';
import { formValue, itemField } from './item-field.ts';
import { NotSet } from './not-set.tsx';

/**
 * Manage Event's two private rows for an online item: the streaming link and how to join. Only the
 * host and guests with a paid booking ever read them; they are not part of the public page.
 */
export function StreamingRows({ item, onSave }: { item: HostItem; onSave: (changes: ItemChanges) => Promise<unknown> }) {
  if (!item.olineExperience) return null;
  const link = item.streamingLink ?? null;
  const instructions = item.streamingInstructions ?? null;
  return (
    <>
      <EditableRow
        id="field-streamingLink"
        title="Streaming link (private)"
        display={link ? <span className="pre-line">{link}</span> : <NotSet />}
        fields={[
          itemField({ name: 'streamingLink', label: 'Streaming link', value: formValue(link), maxLength: CATALOG_LIMITS.streamingLink }),
        ]}
        onSave={onSave}
        hint="An https:// address. Only guests with a paid booking see it, on their booking and in their confirmation email."
      />
      <EditableRow
        id="field-streamingInstructions"
        title="Joining instructions (private)"
        display={instructions ? <p className="pre-line">{instructions}</p> : <NotSet />}
        fields={[
          itemField({
            name: 'streamingInstructions',
            label: 'Joining instructions',
            type: 'textarea',
            value: formValue(instructions),
            maxLength: CATALOG_LIMITS.streamingInstructions,
          }),
        ]}
        onSave={onSave}
        hint="A passcode, what to have ready, when to join. Shown to paying guests only."
      />
    </>
  );
}
