import { describe, expect, it } from 'vitest';
import { isRecordingFailure } from './recording.ts';

describe('which failed Lighthouse runs are run again', () => {
  it('retries a run whose trace was not recorded', () => {
    for (const code of ['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']) expect(isRecordingFailure(code), code).toBe(true);
  });

  it('never retries a page that did not paint or whose document failed', () => {
    for (const code of ['NO_FCP', 'NO_LCP', 'FAILED_DOCUMENT_REQUEST', 'ERRORED_DOCUMENT_REQUEST', 'PAGE_HUNG', undefined])
      expect(isRecordingFailure(code), String(code)).toBe(false);
  });
});
