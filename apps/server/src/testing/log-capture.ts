import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps every line, for tests that read what was logged. */
export function captureLogs() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    /** Everything logged so far, as written. */
    text: () => text,
    /** The JSON lines logged so far. */
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string; err?: Record<string, unknown> }),
  };
}
