/**
 * Lighthouse runtime errors that say the browser's recording of the load failed, not the page: Lighthouse's own
 * message for them is 'Please run Lighthouse again'. Seen here: NO_NAVSTART on Chromium 156, about one run in five.
 * A page that does not paint (NO_FCP, NO_LCP) or whose document fails is the page's fault and is never retried.
 */
const RECORDING_FAILURES: ReadonlySet<string> = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'NO_SPEEDLINE_FRAMES',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
  'SPEEDINDEX_OF_ZERO',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
]);

/** Attempts of one run, the first included, before a recording failure counts as the page's failure. */
export const ATTEMPTS_PER_RUN = 3;

/** A Lighthouse run that failed this way is run again, in a new browser. */
export function isRecordingFailure(code: string | undefined): boolean {
  return code !== undefined && RECORDING_FAILURES.has(code);
}

/** The error of a run Lighthouse could not complete, with its code for `isRecordingFailure`. */
export class AuditError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}
