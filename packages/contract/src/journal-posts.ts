import type { JournalCategory } from './lists/options.ts';

/**
 * A journal post (spec part 1 §3), shared by the web client and the server (sitemap, server rendering);
 * `content` uses the markup of the web's features/journal/lib/markup.ts.
 */
export interface JournalPost {
  id: number;
  slug: string;
  category: JournalCategory;
  title: string;
  /** ISO date. */
  date: string;
  strapLine: string;
  content: string;
  image: { src: string; alt: string; width: number; height: number };
  /** The Real Beats audio. */
  playlist: string;
  playlistBlurb: string;
  hashTags: string[];
  /** A stand-in for a post still being written. */
  placeholder?: boolean;
}

const image = (slug: string, alt: string) => ({ src: `/journal/${slug}.svg`, alt, width: 1200, height: 675 });
const audio = (name: string) => `/journal/audio/${name}.wav`;

export const JOURNAL_POSTS: readonly JournalPost[] = [
  {
    id: 1,
    slug: 'rhone-valley-tour',
    category: 'Travel',
    title: 'Down the Rhône, one terrace at a time',
    date: '2025-10-14',
    strapLine: 'Three days from Côte-Rôtie to the Dentelles, by train, bicycle and a very patient minibus.',
    image: image('rhone-valley-tour', 'Terraced vineyards climbing a steep hill above a river at sunset'),
    playlist: audio('rhone-valley-tour'),
    playlistBlurb:
      'A slow, warm loop for the drive south: plucked strings over a steady pulse, like the rhythm of a train along the river.',
    hashTags: ['Rhone', 'Syrah', 'CoteRotie', 'Hermitage', 'SlowTravel'],
    content: `The northern Rhône does not look like wine country from the train. It looks like a river in a hurry, hemmed in by rock. Then you notice the walls: thousands of dry-stone terraces holding up slopes so steep that the vines are tied to single wooden stakes, each one planted by hand.

## Day one: Ampuis and the roasted slope

We began in Ampuis, where Côte-Rôtie earns its name. On a clear October morning the schist glitters and the heat comes off the slope before noon. Our host, a fourth-generation grower, walked us up a path that was more staircase than track and explained why a few rows of Viognier still grow among the Syrah. *"It softens the wine, and it softened my grandfather,"* she said, handing round a glass that smelled of violets and black olives.

Lunch was a plate of charcuterie at a café by the church, and an afternoon on bicycles along the ViaRhôna cycle path, which follows the river almost all the way to the sea.

## Day two: the hill of Hermitage

Tain-l'Hermitage sits under a single granite hill crowned by a small chapel. From the top you can see the whole bend of the river and, on a good day, the Alps. We tasted in a cellar cut into the hill itself, comparing a young red with one that had been waiting for fifteen years: the first all blackberry and pepper, the second leather, tobacco and something close to truffle.

In the evening the chocolate factory across the road opened its tasting room for us, which is a better pairing with old Hermitage than anyone expects.

## Day three: south to the Dentelles

The valley opens below Valence and the light changes. Grenache takes over, the vineyards are planted in stony soils, and the lace-like limestone ridges of the Dentelles de Montmirail appear on the horizon. We finished with a picnic among the vines of a small estate near Gigondas, with a bottle of its rosé and no plans for the afternoon at all.

**Good to know:** the northern terraces are best visited in spring or after the harvest, when growers have time to talk. Bring shoes with grip, and leave room in the suitcase.`,
  },
  {
    id: 2,
    slug: 'summer-champagne-tasting',
    category: 'Wine Tastings',
    title: 'Champagne in the garden: a summer tasting',
    date: '2025-07-08',
    strapLine: 'Six bottles, one long table and the question everyone asks: what makes a champagne worth its price?',
    image: image('summer-champagne-tasting', 'Champagne flutes and an ice bucket on a table set in a sunny garden'),
    playlist: audio('summer-champagne-tasting'),
    playlistBlurb:
      'Bright, bubbling arpeggios for a long summer table: light enough to talk over, cheerful enough to notice.',
    hashTags: ['Champagne', 'SummerTasting', 'BlancDeBlancs', 'GrowerChampagne'],
    content: `Once a summer we set a long table in a walled garden in the Marne valley, invite twenty guests and open six champagnes side by side. There is no dress code and no spittoon shame; there is a great deal of bread.

## The line-up

We always start with a non-vintage brut from a large house, because it is the benchmark most people know. Then come two grower champagnes, made by families who tend their own vines, followed by a **blanc de blancs** from the Côte des Blancs, a rosé made by blending, and finally a vintage wine from a year the growers still talk about.

## What we tasted for

Tasting side by side makes differences obvious that a single glass hides. The house brut was reliable and polished, with notes of brioche and apple. The grower wines were more particular: one tasted of the chalk it grew on, almost salty, the other riper and rounder from a warmer south-facing slope.

The blanc de blancs was the table's favourite, all lemon, white flowers and a fine, persistent mousse. The rosé divided opinion, which is exactly what a rosé should do. The vintage wine, nine years on its lees, tasted of hazelnut, honey and toast, and made the room go quiet for a moment.

## What makes one worth its price

Time, mostly. Time on the lees in the cellar gives texture and depth; time in the vineyard, from older vines and lower yields, gives concentration. A label cannot tell you everything, but the disgorgement date on the back, when a producer prints it, tells you how long the wine rested before it left the cellar.

*Our advice:* serve champagne cool rather than icy, in a white-wine glass rather than a narrow flute, and open the vintage bottle last.`,
  },
  {
    id: 3,
    slug: 'troyes-champagne',
    category: 'Oeno-files',
    title: 'Troyes, the champagne town hiding in plain sight',
    date: '2025-05-20',
    strapLine: 'Half-timbered streets, the Côte des Bar and the Pinot Noir growers rewriting the map of Champagne.',
    image: image('troyes-champagne', 'Leaning half-timbered houses on a narrow cobbled street under a blue sky'),
    playlist: audio('troyes-champagne'),
    playlistBlurb:
      'A gentle waltz in three for an old town: pizzicato steps on cobbles and a tune that turns every corner.',
    hashTags: ['Troyes', 'CoteDesBar', 'PinotNoir', 'Aube', 'HiddenChampagne'],
    content: `Ask most visitors where champagne comes from and they will say Reims or Épernay. Troyes, two hours south, rarely makes the list. It should: the old capital of the counts of Champagne is a town of leaning half-timbered houses, stained glass and markets, and it sits at the gateway to the Côte des Bar, where a quarter of the region's vines grow.

## A town shaped like a cork

Seen from above, the medieval centre of Troyes is said to look like a champagne cork, and locals enjoy pointing it out. Inside it, the streets are narrow enough to touch both walls in places. Ruelle des Chats is the famous one; we prefer the quieter lanes behind the cathedral, where the workshops of glaziers and carpenters still open onto the street.

## The Côte des Bar

Forty minutes south-east, the landscape turns to rolling hills of Kimmeridgian clay, the same soil that runs under Chablis. Here Pinot Noir is king, and a generation of young growers has begun bottling its own wine instead of selling the grapes to the great houses in the north.

We visited one of them in a village of three hundred people. Her cellar was a converted barn, her press older than she is, and her champagnes were extraordinary: a single-vineyard Pinot Noir of red apples and spice, and a **rosé des Riceys**, one of the rarest still rosés in France, which is made only in years when the sun allows it.

## Eating well in the Aube

Troyes is also the home of the andouillette, a sausage people either love or cross the street to avoid. Even if you are in the second group, the town's brasseries serve chaource, a soft local cheese that is wonderful with a glass of blanc de noirs.

*Getting there:* trains from Paris take about ninety minutes, and the Côte des Bar is best explored with a driver, since the tastings come thick and fast.`,
  },
  {
    id: 4,
    slug: 'seville-sherry-and-tapas',
    category: 'Gastronauts',
    title: 'Seville after dark: sherry and tapas',
    date: '2025-03-11',
    strapLine: 'From bone-dry fino to mahogany oloroso, a long evening of small plates in the city of orange trees.',
    image: image('seville-sherry-and-tapas', 'A copita of pale sherry beside small plates of olives, almonds and ham on a tiled bar'),
    playlist: audio('seville-sherry-and-tapas'),
    playlistBlurb:
      'A guitar-like figure in a minor key with clapping rhythm underneath, for a city that dines at ten.',
    hashTags: ['Sherry', 'Seville', 'Tapas', 'Fino', 'Andalusia'],
    content: `Seville dines late, and the first lesson of a sherry evening is patience. Nobody sensible sits down before nine; the bars fill slowly, the orange trees scent the squares, and the first glass is usually a fino or a manzanilla, pale, bone-dry and served chilled.

## Learning the styles

Sherry is not one wine but a family. **Fino** and **manzanilla** age under a layer of yeast called flor, which keeps them fresh and gives them a salty, almond edge. **Amontillado** begins under flor and then ages without it, turning amber and nutty. **Oloroso** never has flor at all and grows rich, dark and savoury over the years. Sweet styles such as Pedro Ximénez are made from sun-dried grapes and taste of figs and raisins.

## The route

We began in Triana, across the river, with fried fish and a manzanilla from Sanlúcar. The next stop was a tiny bar near the cathedral where the barman chalks your bill on the counter and the amontillado comes from the barrel. Then a classic tapas house for spinach with chickpeas, pork cheeks slow-cooked in oloroso, and a plate of jamón that was carved while we watched.

Around midnight we ended in a courtyard bar with an old palo cortado, a rare style somewhere between amontillado and oloroso, and a flamenco guitarist practising upstairs.

## Why it matters

Sherry is one of the great bargains of the wine world: decades of ageing in a solera system, at a fraction of the price of other fine wines. In Seville it is simply what you drink with dinner, and that is the best way to understand it.

*Tip:* an open bottle of fino fades in a few days, like a white wine, so order by the glass in a busy bar, where the bottles are always fresh.`,
  },
  {
    id: 5,
    slug: 'oeno-pedia-glossary',
    category: 'Oeno-Pedia',
    title: 'Oeno-Pedia: a glossary in progress',
    date: '2025-02-04',
    strapLine: 'Placeholder post: our A to Z of wine words is being written.',
    image: image('placeholder', 'An outline of a wine glass on a cream background'),
    playlist: audio('summer-champagne-tasting'),
    playlistBlurb: 'Placeholder: the playlist for this post will be chosen when the post is written.',
    hashTags: ['ComingSoon'],
    placeholder: true,
    content: `This is a placeholder post. Our glossary of wine words, from *assemblage* to *zymology*, is being written and will appear here.

In the meantime, the other articles in the journal explain the words they use as they go.`,
  },
  {
    id: 6,
    slug: 'harvest-diary',
    category: 'Travel',
    title: 'A harvest diary',
    date: '2025-01-15',
    strapLine: 'Placeholder post: notes from a week of picking, coming after the next harvest.',
    image: image('placeholder', 'An outline of a wine glass on a cream background'),
    playlist: audio('rhone-valley-tour'),
    playlistBlurb: 'Placeholder: the playlist for this post will be chosen when the post is written.',
    hashTags: ['ComingSoon'],
    placeholder: true,
    content: `This is a placeholder post. A diary of a week spent picking grapes with a family estate will be published here after the next harvest.`,
  },
];
