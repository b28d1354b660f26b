import { READINESS_LABELS, type Readiness } from '@trg/contract/wine-profile-rules';

/** Whether the wine is ready to drink this year, in words; the colour only repeats what the words say. */
export function ReadinessBadge({ readiness }: { readiness: Readiness }) {
  return <span className={`readiness readiness--${readiness}`}>{READINESS_LABELS[readiness]}</span>;
}
