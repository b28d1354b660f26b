import type { ShownStatus } from '@trg/contract/catalog-rules';

export function StatusBadge({ status }: { status: ShownStatus }) {
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{status}</span>;
}
