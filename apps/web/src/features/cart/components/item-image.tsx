/** The item's main image, or a quiet placeholder (a glass) when it has none. */
export function ItemImage({ src, className }: { src: string | null; className: string }) {
  if (src) return <img className={className} src={src} alt="" loading="lazy" width={160} height={120} />;
  return (
    <span className={`${className} item-image--placeholder`} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M15 6h18l-1 12a8 8 0 0 1-16 0L15 6Z" />
        <path d="M24 26v12M17 42h14" />
      </svg>
    </span>
  );
}
