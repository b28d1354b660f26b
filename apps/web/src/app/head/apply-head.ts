import { headTags, MANAGED_META, type PageHead } from './head.ts';

/**
 * The origin the server printed the head with (its configured public URL, which can differ from the address
 * the browser used behind a proxy), read from the canonical link or og:url; else the document's own.
 */
function printedOrigin(doc: Document): string {
  const printed =
    doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ??
    doc.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.getAttribute('content');
  if (printed) {
    try {
      return new URL(printed).origin;
    } catch {
      // A malformed printed URL: fall back to the document's own origin.
    }
  }
  return doc.location.origin;
}

/**
 * Writes a page's head into the document as the server prints it: title, meta description, robots, canonical,
 * Open Graph and Twitter tags and JSON-LD. Each element is compared first and written only when it differs,
 * so after hydration nothing changes; tags the new page does not have are removed.
 */
export function applyHead(doc: Document, head: PageHead, origin = printedOrigin(doc)): void {
  const tags = headTags(head, origin);

  for (const tag of tags) if (tag.tag === 'title' && doc.title !== tag.text) doc.title = tag.text;

  for (const { attribute, key } of MANAGED_META) {
    const wanted = tags.find((tag) => tag.tag === 'meta' && tag.attribute === attribute && tag.key === key);
    const existing = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!wanted || wanted.tag !== 'meta') {
      existing?.remove();
    } else if (!existing) {
      const meta = doc.createElement('meta');
      meta.setAttribute(attribute, key);
      meta.setAttribute('content', wanted.content);
      doc.head.append(meta);
    } else if (existing.getAttribute('content') !== wanted.content) {
      existing.setAttribute('content', wanted.content);
    }
  }

  const canonical = tags.find((tag) => tag.tag === 'link');
  const link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    link?.remove();
  } else if (!link) {
    const created = doc.createElement('link');
    created.rel = 'canonical';
    created.href = canonical.href;
    doc.head.append(created);
  } else if (link.getAttribute('href') !== canonical.href) {
    link.setAttribute('href', canonical.href);
  }

  const jsonLd = tags.flatMap((tag) => (tag.tag === 'json-ld' ? [tag.text] : []));
  const scripts = [...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
  const same = scripts.length === jsonLd.length && scripts.every((script, index) => script.textContent === jsonLd[index]);
  if (!same) {
    for (const script of scripts) script.remove();
    for (const text of jsonLd) {
      // A data block: never run, so the CSP's script rules do not apply to it.
      const script = doc.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = text;
      doc.head.append(script);
    }
  }
}
