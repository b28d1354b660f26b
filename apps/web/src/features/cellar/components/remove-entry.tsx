import type { CellarEntry } from '@trg/contract/cellar';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { useRemoveCellarEntry } from '../api/remove-cellar-entry.ts';

interface RemoveEntryProps {
  entry: Pick<CellarEntry, 'id' | 'wine'>;
  /** Called once the entry is gone, with what to announce; the page moves focus, as this row disappears. */
  onRemoved: (message: string) => void;
}

/** Remove in two steps: the button reveals a question with 'Yes, remove' and Cancel. Focus follows each step. */
export function RemoveEntry({ entry, onRemoved }: RemoveEntryProps) {
  const remove = useRemoveCellarEntry(entry.id);
  return (
    <ConfirmAction
      label="Remove"
      accessibleLabel={`Remove ${entry.wine}`}
      question={`Remove ${entry.wine} from your cellar?`}
      confirmLabel="Yes, remove"
      pendingLabel="Removing..."
      danger
      pending={remove.isPending}
      error={remove.error}
      onReset={remove.reset}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onRemoved(`${entry.wine} has been removed from your cellar.`) })}
    />
  );
}
