import { describe, expect, it } from 'vitest';
import { RequestReplySchema, RequestsQuerySchema, RequestUpdateSchema, signUpsFilename } from './operator-requests.ts';

describe('the request inbox payloads', () => {
  it('reads the list filters: assignee me, none or an id; a known status; page from 1', () => {
    expect(RequestsQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(RequestsQuerySchema.parse({ q: '  Reims ', status: 'in_progress', assignee: '12', page: '3' })).toEqual({
      q: 'Reims',
      status: 'in_progress',
      assignee: '12',
      page: 3,
    });
    for (const assignee of ['me', 'none']) expect(RequestsQuerySchema.safeParse({ assignee }).success).toBe(true);
    for (const bad of [{ assignee: '0' }, { assignee: 'you' }, { assignee: '-1' }, { status: 'open' }, { page: '0' }, { other: 'x' }]) {
      expect(RequestsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes an update of at least one field; null unassigns', () => {
    expect(RequestUpdateSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(RequestUpdateSchema.parse({ status: 'closed', notes: 'Line one\nLine two' })).toEqual({
      status: 'closed',
      notes: 'Line one\nLine two',
    });
    expect(RequestUpdateSchema.safeParse({}).success).toBe(false);
    expect(RequestUpdateSchema.safeParse({ assigneeId: 1.5 }).success).toBe(false);
    expect(RequestUpdateSchema.safeParse({ notes: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('takes a reply of 1 to 10,000 characters, trimmed', () => {
    expect(RequestReplySchema.parse({ body: '  Hello\n\nBest  ' })).toEqual({ body: 'Hello\n\nBest' });
    expect(RequestReplySchema.safeParse({ body: ' \n ' }).success).toBe(false);
    expect(RequestReplySchema.safeParse({ body: 'x'.repeat(10_001) }).success).toBe(false);
  });
});

describe('the sign-ups CSV', () => {
  it('is named for its day', () => {
    expect(signUpsFilename('2026-11-24')).toBe('sign-ups-2026-11-24.csv');
  });
});
