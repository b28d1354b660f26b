import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@trg/contract/dates';
import { paths } from '@trg/contract/paths';
import type { WineListSummary } from '@trg/contract/wine-lists';
import { useUpdateWineListStatus } from '../api/update-wine-list-status.ts';
import { AttachWineList, type PourTargets } from './attach-wine-list.tsx';
import { PouredAtList } from './poured-at.tsx';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import './wine-lists.css';

const winesText = (count: number) => (count === 1 ? '1 wine' : `${count} wines`);

/**
 * One card of My Wine Lists: the list's facts, Publish and Delete with their confirm step, where it is poured
 * (each with Remove), and attach.
 * `onDeleted` lets the page say so and take focus, since the card goes.
 */
export function WineListCard({
  list,
  pourTargets,
  onDeleted,
}: {
  list: WineListSummary;
  pourTargets: PourTargets;
  onDeleted?: (name: string) => void;
}) {
  const publish = useUpdateWineListStatus();
  const remove = useUpdateWineListStatus();
  const titleId = useId();
  const name = list.wineListName;

  return (
    <article className="wine-list-card" aria-labelledby={titleId}>
      <div className="wine-list-card__head">
        <h2 id={titleId} className="wine-list-card__title">
          <Link to={paths.hostWineList(list.id)}>{name}</Link>
        </h2>
        <span className={`status-badge status-badge--${list.status === 'Published' ? 'active' : 'draft'}`}>{list.status}</span>
      </div>
      {list.wineListdescription ? (
        <p className="wine-list-card__description pre-line">{list.wineListdescription}</p>
      ) : (
        <p className="muted">No description yet.</p>
      )}
      <dl className="wine-list-card__facts">
        <div>
          <dt>Wines</dt>
          <dd>{winesText(list.numOfWines)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(list.date_created)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{list.status}</dd>
        </div>
      </dl>
      <div className="wine-list-card__actions">
        <Link className="button button--ghost button--small" to={paths.hostWineList(list.id)} aria-label={`Manage ${name}`}>
          Manage
        </Link>
        {list.status === 'Draft' && (
          <ConfirmAction
            label="Publish"
            accessibleLabel={`Publish ${name}`}
            question={`Publish ${name}? Guests will see it on the events and experiences it is added to.`}
            pending={publish.isPending}
            error={publish.error}
            onReset={publish.reset}
            onConfirm={() => publish.mutate({ action: 'publish-winelist', wineListId: list.id, publishWineList: true })}
          />
        )}
        <ConfirmAction
          label="Delete"
          accessibleLabel={`Delete ${name}`}
          question={`Delete ${name} and its wines? This cannot be undone.`}
          danger
          pending={remove.isPending}
          error={remove.error}
          onReset={remove.reset}
          onConfirm={() => remove.mutate({ action: 'delete-winelist', wineListId: list.id }, { onSuccess: () => onDeleted?.(name) })}
        />
      </div>
      <PouredAtList listId={list.id} listName={name} pouredAt={list.pouredAt} onDetached={remove.reset} />
      <AttachWineList listId={list.id} listName={name} pourTargets={pourTargets} />
    </article>
  );
}
