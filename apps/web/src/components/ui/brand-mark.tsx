/** The grape-cluster mark, drawn here; decorative beside the brand name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <g fill="#f3e6d3">
        <circle cx="24" cy="26" r="7" />
        <circle cx="40" cy="26" r="7" />
        <circle cx="32" cy="38" r="7" />
        <circle cx="24" cy="44" r="5" />
        <circle cx="40" cy="44" r="5" />
        <circle cx="32" cy="52" r="4" />
      </g>
      <path d="M32 8c0 6 4 10 10 11" stroke="#c9a66b" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
