import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListedCard } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS, titleOf, typeOf } from '../catalog-kinds.ts';
import { onlineLabel, whenText } from '../format.ts';
import { moneyText } from '../../../lib/money.ts';
import { ItemImage } from '../../../components/ui/item-image.tsx';

/** One listing card (`children`: what a search adds, the distance and what matched): image, title, type, when, 'Tickets From' and the 'Online event' or 'Online experience' tag, linking to the detail page. */
export function ItemCard({ kind, item, children }: { kind: CatalogKind; item: ListedCard; children?: ReactNode }) {
  const title = titleOf(item);
  const type = typeOf(item);
  return (
    <article className="item-card link-card">
      <ItemImage
        src={item.mainExperienceImage}
        srcSet={item.mainExperienceImageSrcSet}
        sizes="(max-width: 700px) 100vw, 360px"
        className="item-card__image"
      />
      <div className="item-card__body">
        {item.olineExperience && <span className="tag tag--online">{onlineLabel(kind)}</span>}
        <h3 className="item-card__title">
          <Link to={KINDS[kind].detailPath(item.slug)} className="item-card__link link-card__link">
            {title}
          </Link>
        </h3>
        {type && <p className="item-card__type">{type}</p>}
        <p className="item-card__when">{whenText(item)}</p>
        {!item.olineExperience && item.locationcity && <p className="item-card__place">{item.locationcity}</p>}
        {children}
        {item.price !== null && (
          <p className="item-card__price">
            <span>Tickets From</span> <strong>{moneyText(item.price, item.currency)}</strong>
            {item.allInPrice !== null && item.allInPrice !== item.price && (
              <span className="item-card__all-in"> ({moneyText(item.allInPrice, item.currency)} all-in with fees)</span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
