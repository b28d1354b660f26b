import { describe, expect, it } from 'vitest';
import { parseContent, parseInline, safeHref } from './markup.ts';

describe('the journal markup', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseContent('One\nline two\n\n\nTwo')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'One' }, { type: 'break' }, { type: 'text', text: 'line two' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Two' }] },
    ]);
  });

  it('reads subheadings, bold, italic and links', () => {
    expect(parseContent('## Day *one*\n\nA **big** [map](https://maps.example/x) and [home](/Journal).')).toEqual([
      {
        type: 'heading',
        children: [
          { type: 'text', text: 'Day ' },
          { type: 'em', children: [{ type: 'text', text: 'one' }] },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'A ' },
          { type: 'strong', children: [{ type: 'text', text: 'big' }] },
          { type: 'text', text: ' ' },
          { type: 'link', href: 'https://maps.example/x', children: [{ type: 'text', text: 'map' }] },
          { type: 'text', text: ' and ' },
          { type: 'link', href: '/Journal', children: [{ type: 'text', text: 'home' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('keeps HTML as text, never as markup', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('leaves links to unsafe addresses as plain text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: '[click](javascript:alert(1))' }]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('https://ok.example/a')).toBe('https://ok.example/a');
  });

  it('treats a lone asterisk as text', () => {
    expect(parseInline('5 * 3')).toEqual([{ type: 'text', text: '5 * 3' }]);
  });
});
