import { BRAND } from '@trg/contract/brand';

const ICONS = {
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4.2 2.3 2.3 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15 2 14.7 2 12 2Z',
  facebook:
    'M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.3v2.4H7.4v3.2h2.8V22h3.3Z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
} as const;

const LABELS = { instagram: 'Instagram', facebook: 'Facebook', x: 'X' } as const;

/** Links to the brand's social pages, each with an accessible name. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((network) => (
        <li key={network}>
          <a href={BRAND.social[network]} rel="noopener noreferrer" target="_blank">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={ICONS[network]} fill="currentColor" fillRule="evenodd" />
            </svg>
            <span className="visually-hidden">
              {BRAND.name} on {LABELS[network]} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
