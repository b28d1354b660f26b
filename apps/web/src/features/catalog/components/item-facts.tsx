import type { PublicItem } from '@trg/contract/catalog';
import { DEFAULT_REFUND_POLICY } from '@trg/contract/catalog-text';

/** 'Ends 18:00' beside the start, when the host gave an end time. */
export function EndTimeFact({ item }: { item: Pick<PublicItem, 'endTime'> }) {
  if (!item.endTime) return null;
  return <span className="item-facts__end">Ends {item.endTime}</span>;
}

/** The host's own refund policy, or the site's standard one. */
export function RefundPolicy({ item }: { item: Pick<PublicItem, 'refundPolicy'> }) {
  const own = item.refundPolicy?.trim();
  return (
    <section className="item-facts__refunds" aria-labelledby="refund-policy-title">
      <h2 id="refund-policy-title">Refund policy</h2>
      {own ? (
        own
          .split(/\n{2,}/)
          .filter((part) => part.trim())
          .map((part, index) => (
            <p key={index} className="pre-line">
              {part}
            </p>
          ))
      ) : (
        <p>{DEFAULT_REFUND_POLICY}</p>
      )}
    </section>
  );
}
