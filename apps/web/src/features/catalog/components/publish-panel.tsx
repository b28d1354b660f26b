import { useState } from 'react';
import type { HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { KINDS, titleOf } from '../catalog-kinds.ts';

/** Publish a Draft that is ready (or the list of what is still missing), or cancel an Active item after a confirmation. */
export function PublishPanel({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const config = KINDS[kind];
  const update = useUpdateItem(kind, item.id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const error =
    update.error instanceof ApiRequestError ? update.error.message : update.error ? 'That did not work. Please try again.' : null;

  const publish = () =>
    update.mutate({ publishEvent: true }, { onSuccess: () => setNotice(`Published: your ${config.noun} is now on sale.`) });
  const cancel = () =>
    update.mutate(
      { cancelEvent: true },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice(`The ${config.noun} is cancelled. Sales have stopped and paid guests are being refunded.`);
        },
      },
    );

  return (
    <div className="publish-panel">
      {item.status === 'Draft' && item.readyToPublish && (
        <div>
          <p>Everything needed to sell tickets is in place.</p>
          <button type="button" className="button" onClick={publish} disabled={update.isPending}>
            {update.isPending ? 'Publishing...' : 'Publish'}
          </button>
        </div>
      )}
      {item.status === 'Draft' && !item.readyToPublish && (
        <div className="missing-list" aria-labelledby="missing-title">
          <h2 id="missing-title" className="missing-list__title">
            Still needed before you can publish
          </h2>
          <ul>
            {item.missingToPublish.map((missing) => (
              <li key={`${missing.field}-${missing.label}`}>
                <a href={`#field-${missing.field}`}>{missing.label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.status === 'Active' && !confirming && (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Cancel {config.noun}
        </button>
      )}
      {item.status === 'Active' && confirming && (
        <div className="confirm-box" role="group" aria-labelledby="confirm-cancel-title">
          <h2 id="confirm-cancel-title" className="confirm-box__title">
            Cancel {titleOf(item)}?
          </h2>
          <p>
            Ticket sales stop at once and it leaves the {config.plural} pages. Every guest who has paid
            {item.ticketsSold > 0 ? ` (${item.ticketsSold} ${item.ticketsSold === 1 ? 'ticket' : 'tickets'} sold)` : ''} is refunded in full
            to the card they paid with, and told by email. This cannot be undone.
          </p>
          <div className="editable-row__actions">
            <button type="button" className="button button--danger" onClick={cancel} disabled={update.isPending}>
              {update.isPending ? 'Cancelling...' : `Yes, cancel the ${config.noun}`}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={update.isPending}>
              Keep it on sale
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {notice && <p className="form-message form-message--success">{notice}</p>}
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
