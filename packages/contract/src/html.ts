/** HTML the server and the browser write as text: emails, a rendered page's head and its data blocks. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or a quoted attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * A value as JSON for the text of a `<script>` data block (`application/json`, `application/ld+json`): the text of
 * a script element is not HTML-decoded, so '<', '>' and '&' (and the line separators older parsers choke on) are
 * written as JSON escapes, and no text in the value can close the element or open a comment.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
