import { describe, expect, it } from 'vitest';
import { statementOf } from './statements.ts';

describe('reading the statement log', () => {
  it("takes the statement from a LOG_SQL line and ignores the server's other lines", () => {
    expect(statementOf('{"level":30,"time":1,"sql":"select 1","msg":"sql statement"}')).toBe('select 1');
    expect(statementOf('{"level":40,"time":1,"msg":"web app not built"}')).toBeNull();
    expect(statementOf('{"level":30,"sql":42}')).toBeNull();
    expect(statementOf('Invalid configuration: PORT must be a port number')).toBeNull();
    expect(statementOf('{ truncated')).toBeNull();
  });
});
