import { describe, expect, it } from 'vitest';
import { parseFeed, plainText } from './parse-feed.ts';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Champagne news</title>
    <item>
      <title>Harvest starts early in the Côte des Blancs</title>
      <link>https://news.example/harvest</link>
      <pubDate>Tue, 26 Aug 2025 07:30:00 GMT</pubDate>
      <description><![CDATA[<p>Growers in <b>Cramant</b> &amp; Avize began picking&nbsp;on Monday.</p><script>alert(1)</script>]]></description>
      <media:content url="https://img.example/harvest.jpg" medium="image" />
    </item>
    <item>
      <title>Bad link</title>
      <link>javascript:alert(1)</link>
    </item>
    <item>
      <title>Plain picture</title>
      <link>https://news.example/plain</link>
      <enclosure url="http://img.example/insecure.jpg" type="image/jpeg" />
    </item>
  </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Cellar notes</title>
  <entry>
    <title type="html">Reims &amp; the new cuvées</title>
    <link rel="self" href="https://atom.example/self/1" />
    <link rel="alternate" href="https://atom.example/posts/1" />
    <updated>2026-03-02T10:00:00Z</updated>
    <summary>Three houses show their 2018s.</summary>
  </entry>
</feed>`;

describe('parseFeed', () => {
  it('reads RSS 2.0 items as plain text with https links and images', () => {
    const items = parseFeed(rss);
    expect(items[0]).toEqual({
      title: 'Harvest starts early in the Côte des Blancs',
      link: 'https://news.example/harvest',
      publishedAt: '2025-08-26T07:30:00.000Z',
      summary: 'Growers in Cramant & Avize began picking on Monday.',
      imageUrl: 'https://img.example/harvest.jpg',
    });
  });

  it('drops items whose link is not a web address and images that are not https', () => {
    const items = parseFeed(rss);
    expect(items.map((item) => item.title)).toEqual(['Harvest starts early in the Côte des Blancs', 'Plain picture']);
    expect(items[1]?.imageUrl).toBeNull();
    expect(items[1]?.publishedAt).toBeNull();
  });

  it('reads Atom entries, preferring the alternate link', () => {
    expect(parseFeed(atom)).toEqual([
      {
        title: 'Reims & the new cuvées',
        link: 'https://atom.example/posts/1',
        publishedAt: '2026-03-02T10:00:00.000Z',
        summary: 'Three houses show their 2018s.',
        imageUrl: null,
      },
    ]);
  });

  it('keeps at most six stories', () => {
    const items = Array.from({ length: 9 }, (_, i) => `<item><title>Story ${i}</title><link>https://n.example/${i}</link></item>`);
    expect(parseFeed(`<rss><channel>${items.join('')}</channel></rss>`)).toHaveLength(6);
  });

  it('throws on a document that is not a feed', () => {
    expect(() => parseFeed('<html><body>Maintenance</body></html>')).toThrow(/neither/);
  });

  it('shortens long summaries at a word', () => {
    const long = 'word '.repeat(100);
    const [item] = parseFeed(
      `<rss><channel><item><title>T</title><link>https://n.example/</link><description>${long}</description></item></channel></rss>`,
    );
    expect(item?.summary.length).toBeLessThanOrEqual(281);
    expect(item?.summary.endsWith('word…')).toBe(true);
  });
});

describe('plainText', () => {
  it('removes tags and scripts and decodes entities', () => {
    expect(plainText('<p>A&#39;s &#x26; <i>b</i></p><style>p{}</style>')).toBe("A's & b");
  });
});
