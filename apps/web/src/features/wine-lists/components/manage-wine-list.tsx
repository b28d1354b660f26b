import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { WINE_LIST_LIMITS, type WineInList } from '@trg/contract/wine-lists';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useRemoveWine } from '../api/remove-wine.ts';
import { useWineList } from '../api/get-wine-list.ts';
import { useUpdateWineList } from '../api/update-wine-list.ts';
import { AddWineForm } from './add-wine-form.tsx';
import { EditableText } from './editable-text.tsx';
import { PouredAtList } from './poured-at.tsx';
import './wine-lists.css';

/** The wine's profile page, told which list and wine it was opened from. */
const wineHref = (listId: number, wine: WineInList) => {
  const query = new URLSearchParams({ 'wine-list': String(listId), wine: String(wine.wineId) });
  return `${paths.wineProfileFor(wine.slug)}?${query.toString()}`;
};

const detailsOf = (wine: WineInList) => [wine.producer, wine.vintage, wine.region, wine.country].filter(Boolean).join(' · ');

/** One wine of the list: its profile link, its details, and Remove with its confirm step (ours, docs/decisions/0020). */
function WineRow({ listId, wine }: { listId: number; wine: WineInList }) {
  const remove = useRemoveWine(listId);
  const details = detailsOf(wine);
  return (
    <li className="manage-wine-list__wine">
      <span>
        <Link to={wineHref(listId, wine)}>{wine.wine}</Link>
        {details && <span className="muted"> {details}</span>}
      </span>
      <ConfirmAction
        label="Remove"
        accessibleLabel={`Remove ${wine.wine}`}
        question={`Remove ${wine.wine} from this list? Its profile and its guests' reviews go with it.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        danger
        pending={remove.isPending}
        error={remove.error}
        onReset={remove.reset}
        onConfirm={() => remove.mutate(wine.wineId)}
      />
    </li>
  );
}

/** Manage Winelist (spec part 2 §2): the editable name and description, the wines, and Add wine. */
export function ManageWineList({ id }: { id: number }) {
  const list = useWineList(id);
  const update = useUpdateWineList(id);

  return (
    <section className="section host-page manage-wine-list" aria-labelledby="manage-wine-list-title">
      <div className="wine-lists__head">
        <h1 id="manage-wine-list-title">Manage Winelist</h1>
        <Link className="button button--ghost" to={paths.hostWineLists}>
          My Wine Lists
        </Link>
      </div>
      <QueryStatus isLoading={list.isPending} error={list.error} onRetry={() => void list.refetch()} what="wine list" />
      {list.data && (
        <>
          <div className="card manage-wine-list__texts">
            <EditableText
              label="Wine list name"
              field="wineListName"
              value={list.data.wineListName}
              maxLength={WINE_LIST_LIMITS.name}
              onSave={(value) => update.mutateAsync({ wineListName: value })}
            />
            <EditableText
              label="Wine list description"
              field="wineListdescription"
              value={list.data.wineListdescription}
              multiline
              maxLength={WINE_LIST_LIMITS.description}
              emptyText="No description yet."
              onSave={(value) => update.mutateAsync({ wineListdescription: value })}
            />
            <p className="muted">
              Status: {list.data.status} · {list.data.numOfWines === 1 ? '1 wine' : `${list.data.numOfWines} wines`}
            </p>
          </div>
          <section className="manage-wine-list__wines" aria-labelledby="wines-title">
            <h2 id="wines-title">Wines</h2>
            {list.data.wines.length === 0 ? (
              <p className="wine-lists__empty">No wines yet. Add the first one below.</p>
            ) : (
              <ul className="manage-wine-list__wine-list">
                {list.data.wines.map((wine) => (
                  <WineRow key={wine.wineId} listId={id} wine={wine} />
                ))}
              </ul>
            )}
          </section>
          <AddWineForm listId={id} />
          <div className="card manage-wine-list__poured">
            <PouredAtList listId={id} listName={list.data.wineListName} pouredAt={list.data.pouredAt} />
          </div>
        </>
      )}
    </section>
  );
}
