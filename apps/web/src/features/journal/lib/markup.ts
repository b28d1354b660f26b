/**
 * The journal's simple markup, parsed into a tree that React renders as elements, so that nothing in a post
 * can become raw HTML: blank lines separate paragraphs, a single line break stays a line break, a line that
 * starts with "## " is a subheading, and inside a line **bold**, *italic* and [a link](https://...) work.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'heading'; children: Inline[] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]\n]+)\]\(([^)\s]+)\)|\n/s;

/** Links may go to this site ("/Journal") or to a web address; anything else (javascript:, data:) is text. */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\/[^\s]+$/i.test(href) ? href : null;
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, em, linkText, href] = match;
    if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { type: 'link', href: safe, children: parseInline(linkText) } : { type: 'text', text: whole });
    } else out.push({ type: 'break' });
    rest = rest.slice(match.index + whole.length);
  }
  // Neighbouring text pieces read better as one.
  return out.reduce<Inline[]>((merged, node) => {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { type: 'text', text: last.text + node.text };
    else merged.push(node);
    return merged;
  }, []);
}

export function parseContent(content: string): Block[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('## ')
        ? { type: 'heading', children: parseInline(block.slice(3).trim()) }
        : { type: 'paragraph', children: parseInline(block) },
    );
}
