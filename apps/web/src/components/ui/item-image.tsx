import { VineyardHills } from './vineyard-hills.tsx';

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
  if (!src) return <VineyardHills className={`cover-image ${className ?? ''}`} />;
  return (
    <img
      className={`cover-image ${className ?? ''}`}
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
