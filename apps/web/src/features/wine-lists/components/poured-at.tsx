import { useId } from 'react';
import type { PouredAt } from '@trg/contract/wine-lists';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { useUpdateWineListStatus } from '../api/update-wine-list-status.ts';

const NOUN = { event: 'event', experience: 'experience' } as const;

/** One event or experience pouring the list, with Remove and its confirm step. */
function PouredAtItem({
  listId,
  listName,
  item,
  onDetached,
}: {
  listId: number;
  listName: string;
  item: PouredAt;
  onDetached?: () => void;
}) {
  const detach = useUpdateWineListStatus();
  return (
    <li className="poured-at__item">
      <span>
        {item.title} <span className="muted">({NOUN[item.kind]})</span>
      </span>
      <ConfirmAction
        label="Remove"
        accessibleLabel={`Remove ${listName} from ${item.title}`}
        question={`Take ${listName} off ${item.title}? Its guests will no longer see these wines there.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        danger
        pending={detach.isPending}
        error={detach.error}
        onReset={detach.reset}
        onConfirm={() =>
          detach.mutate(
            {
              action: 'remove_from_event_experience',
              wineListId: listId,
              ...(item.kind === 'event' ? { eventId: item.id } : { experienceId: item.id }),
            },
            { onSuccess: onDetached },
          )
        }
      />
    </li>
  );
}

/**
 * Where the list is poured, each with a way to take it off (ours, docs/decisions/0020): a list poured at an item
 * on sale cannot be deleted, so this is how a host frees a draft list attached by mistake. `onDetached` lets the
 * card forget a refused Delete, whose reason may be gone.
 */
export function PouredAtList({
  listId,
  listName,
  pouredAt,
  onDetached,
}: {
  listId: number;
  listName: string;
  pouredAt: readonly PouredAt[];
  onDetached?: () => void;
}) {
  const headingId = useId();
  return (
    <section className="poured-at" aria-labelledby={headingId}>
      <h3 id={headingId} className="wine-list-card__subhead">
        Poured at
      </h3>
      {pouredAt.length === 0 ? (
        <p className="muted">No event or experience yet.</p>
      ) : (
        <ul className="poured-at__list">
          {pouredAt.map((item) => (
            <PouredAtItem key={`${item.kind}-${item.id}`} listId={listId} listName={listName} item={item} onDetached={onDetached} />
          ))}
        </ul>
      )}
    </section>
  );
}
