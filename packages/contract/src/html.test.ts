import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonScriptText } from './html.ts';

describe('HTML text', () => {
  it('escapes the characters that would open a tag, an entity or leave an attribute', () => {
    expect(escapeHtml(`<b class="x">Fish & 'chips'</b>`)).toBe('&lt;b class=&quot;x&quot;&gt;Fish &amp; &#39;chips&#39;&lt;/b&gt;');
  });

  it('writes JSON that no value can break out of a script element with, and that parses back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- & \u2028' };
    const text = jsonScriptText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(jsonScriptText({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });
});
