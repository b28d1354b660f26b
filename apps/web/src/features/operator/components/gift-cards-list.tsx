import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@trg/contract/dates';
import type { GiftCardRow } from '@trg/contract/gift-cards';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useGiftCards, useVoidGiftCard } from '../api/gift-cards-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import '../../../components/ui/form.css';
import './operator.css';

const STATUS: Record<GiftCardRow['status'], string> = {
  pending_payment: 'Not paid',
  scheduled: 'Paid, to be sent',
  active: 'Sent',
  expired: 'Expired',
  void: 'Void',
};

/** Void one card: the reason is required and goes to the audit log. */
function VoidGiftCard({ card, onDone }: { card: GiftCardRow; onDone: (message: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const voiding = useVoidGiftCard();
  const name = card.code ?? `#${card.id}`;
  if (card.status === 'void' || card.status === 'pending_payment') return null;
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Void gift card ${name}`}
        onClick={() => setOpen(true)}
      >
        Void
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    voiding.mutate(
      { id: card.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          onDone(`Gift card ${name} is void: it pays for nothing more.`);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`}>Reason for voiding {name}</label>
      <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      {voiding.error && (
        <p className="form-message form-message--error" role="alert">
          {voiding.error.message}
        </p>
      )}
      <button type="submit" className="button button--small" disabled={voiding.isPending}>
        Void gift card
      </button>
      <button type="button" className="link-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

/** The gift cards: search, the list with pager, and voiding one. */
export function GiftCardsList() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const cards = useGiftCards(q, page);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  };
  return (
    <>
      <form role="search" className="operator-toolbar" onSubmit={submitSearch}>
        <div className="form-field" style={{ marginBottom: 0 }}>
          <label htmlFor="gift-card-search" className="form-field__label">
            Search gift cards
          </label>
          <input
            id="gift-card-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Recipient, buyer or last 4 of the code"
          />
        </div>
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </form>
      <p role="status">{message}</p>
      <QueryStatus isLoading={cards.isLoading} error={cards.error} onRetry={() => void cards.refetch()} what="gift cards" />
      {cards.data &&
        (cards.data.results.length === 0 ? (
          <p>{q ? `No gift card matches “${q}”.` : 'No gift cards yet.'}</p>
        ) : (
          <>
            <p>
              {cards.data.count} gift card{cards.data.count === 1 ? '' : 's'}
              {q ? ` matching “${q}”` : ''}.
            </p>
            <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Gift cards">
              <table className="operator-table">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Buyer</th>
                    <th scope="col">Recipient</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Balance</th>
                    <th scope="col">Status</th>
                    <th scope="col">Sent on</th>
                    <th scope="col">Expires</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cards.data.results.map((card) => (
                    <tr key={card.id}>
                      <th scope="row" style={{ whiteSpace: 'nowrap' }}>
                        {card.code ?? `#${card.id}`}
                      </th>
                      <td>
                        {card.senderName}
                        <div>{card.buyer}</div>
                      </td>
                      <td>
                        {card.recipientName}
                        <div>{card.recipientEmail}</div>
                      </td>
                      <td>{formatDecimalMoney(card.amount, card.currency)}</td>
                      <td>{formatDecimalMoney(card.balance, card.currency)}</td>
                      <td>
                        {STATUS[card.status]}
                        {card.voidReason && <div>{card.voidReason}</div>}
                      </td>
                      <td>{formatDate(card.deliverOn)}</td>
                      <td>{card.expiresAt ? formatDate(card.expiresAt) : '—'}</td>
                      <td>
                        <VoidGiftCard card={card} onDone={setMessage} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={cards.data.pageSize} count={cards.data.count} onPage={setPage} label="gift cards" />
          </>
        ))}
    </>
  );
}
