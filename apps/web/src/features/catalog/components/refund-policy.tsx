import type { PublicItem } from '@trg/contract/catalog';
import { DEFAULT_REFUND_POLICY, describeRefundTerms, effectiveRefundTerms } from '@trg/contract/refund-policy';

// Its own part, loaded after the page's first script (item-detail.tsx): static text far down the page.

/** What every item's policy ends with, whoever wrote the rest. */
const HOST_CANCELS = 'If the host cancels, every ticket is refunded in full, automatically.';

/**
 * The refund policy: the site's standard text, or, once the host set their own terms or words, the terms a
 * cancellation is refunded by (in words, the same the server applies), then the host's words.
 */
export function RefundPolicy({ item }: { item: Pick<PublicItem, 'refundPolicy' | 'refundTerms'> }) {
  const own = item.refundPolicy?.trim();
  const standard = !own && !item.refundTerms;
  return (
    <section className="item-facts__refunds" aria-labelledby="refund-policy-title">
      <h2 id="refund-policy-title">Refund policy</h2>
      {standard ? (
        <p>{DEFAULT_REFUND_POLICY}</p>
      ) : (
        <>
          <p className="item-facts__terms">
            {describeRefundTerms(effectiveRefundTerms(item.refundTerms))} You can cancel from your booking page until the start.
          </p>
          {own
            ?.split(/\n{2,}/)
            .filter((part) => part.trim())
            .map((part, index) => (
              <p key={index} className="pre-line">
                {part}
              </p>
            ))}
          <p>{HOST_CANCELS}</p>
        </>
      )}
    </section>
  );
}
