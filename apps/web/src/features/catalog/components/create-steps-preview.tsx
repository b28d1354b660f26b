import type { PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { BookingPanel } from './booking-panel.tsx';
import { ItemDetail } from './item-detail.tsx';

/** The item as its public page will show it, under a banner that says it is a preview; it follows each keystroke. */
export function CreateStepsPreview({ kind, item }: { kind: CatalogKind; item: PublicItem }) {
  return (
    <section className="create-steps__preview" aria-label="Preview">
      <div className="item-preview__banner">
        <p>
          <strong>Preview</strong> How guests will see your {kind} once it is published.
        </p>
      </div>
      <div className="create-steps__preview-page">
        <ItemDetail kind={kind} item={item}>
          <BookingPanel kind={kind} item={item} buyer="host" onAdd={async () => 'added' as const} />
        </ItemDetail>
      </div>
    </section>
  );
}
