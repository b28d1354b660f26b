import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';

// The house illustration stands in for a missing picture: its drawing loads only where a picture is missing.
const VineyardHills = lazyWithPreload(() => import('./vineyard-hills.tsx').then((module) => module.VineyardHills));

interface ItemImageProps {
  src: string | null;
  srcSet?: string | null;
  sizes?: string;
  className?: string;
  /** Images beside a title repeat it; an empty alt keeps screen readers from reading it twice. */
  alt?: string;
  eager?: boolean;
}

/** An event's or experience's image in the right width, or the house illustration when it has none. */
export function ItemImage({ src, srcSet, sizes, className, alt = '', eager = false }: ItemImageProps) {
  const classes = `cover-image ${className ?? ''}`;
  if (!src) {
    // Meanwhile an empty drawing of the same shape holds its place.
    return (
      <Suspense fallback={<svg className={classes} viewBox="0 0 1200 520" aria-hidden="true" focusable="false" />}>
        <VineyardHills className={classes} />
      </Suspense>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={960}
      height={540}
    />
  );
}
