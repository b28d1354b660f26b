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
  /**
   * Pages of the site the post speaks of, chosen when it is written: listings filtered to the region or kind
   * (they always exist, whatever the catalogue holds, so the links never break). Shown after the post.
   */
  related?: readonly RelatedLink[];
  /** A stand-in for a post still being written. */
  placeholder?: boolean;
}

export interface RelatedLink {
  label: string;
  /** A path of this site: a listing, with its filters ('/Events?country=FR'), or another post. */
  href: string;
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
    related: [{ label: 'Tastings and dinners in France', href: '/Events?country=FR' }],
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
    playlistBlurb: 'Bright, bubbling arpeggios for a long summer table: light enough to talk over, cheerful enough to notice.',
    hashTags: ['Champagne', 'SummerTasting', 'BlancDeBlancs', 'GrowerChampagne'],
    related: [
      { label: 'Champagne and sparkling tastings', href: '/Events?country=FR' },
      { label: 'Online tastings', href: '/Events?online=true' },
    ],
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
    playlistBlurb: 'A gentle waltz in three for an old town: pizzicato steps on cobbles and a tune that turns every corner.',
    hashTags: ['Troyes', 'CoteDesBar', 'PinotNoir', 'Aube', 'HiddenChampagne'],
    related: [{ label: 'Events in France', href: '/Events?country=FR' }],
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
    playlistBlurb: 'A guitar-like figure in a minor key with clapping rhythm underneath, for a city that dines at ten.',
    hashTags: ['Sherry', 'Seville', 'Tapas', 'Fino', 'Andalusia'],
    related: [{ label: 'Experiences in Spain', href: '/Experiences?country=ES' }],
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
    title: 'Oeno-Pedia: wine words, from assemblage to tannin',
    date: '2025-02-04',
    strapLine: 'The words growers use at the cellar door, explained plainly, so that the next tasting makes sense from the first glass.',
    image: image('oeno-pedia-glossary', 'An open notebook of wine words beside a glass of white wine and a bunch of grapes'),
    playlist: audio('summer-champagne-tasting'),
    playlistBlurb: 'Bright, unhurried arpeggios to read by: a tune that keeps moving without asking for your attention.',
    hashTags: ['OenoPedia', 'WineWords', 'Champagne', 'LearnWine'],
    related: [
      { label: 'Tastings and dinners in France', href: '/Events?country=FR' },
      { label: 'Online tastings and masterclasses', href: '/Events?online=true' },
      { label: 'Experiences with the growers', href: '/Experiences' },
    ],
    content: `Every trade has its shorthand, and wine has more than most, much of it in French. None of it is hard once someone explains it, so here is our glossary of the words you are most likely to hear in a cellar, with the reason each one matters in the glass. We will add to it as the questions come in.

## A to C

**Assemblage.** The blending of several base wines into one. A house may combine grapes from different villages, different varieties and, in Champagne, wines kept back from earlier years (reserve wines), so that its style stays recognisable whatever the weather did that year. Blending is a craft in itself: the cellar master tastes dozens of samples before deciding the proportions.

**Blanc de blancs, blanc de noirs.** A white wine made only from white grapes (in Champagne, Chardonnay), or only from black ones (Pinot Noir and Meunier). Black grapes give white wine because the juice of most varieties is colourless; the colour is in the skins, and the grapes are pressed gently so that little of it escapes.

**Botrytis.** A fungus that, in misty mornings followed by dry afternoons, shrivels ripe grapes instead of rotting them. Growers call it noble rot: it concentrates sugar and acidity and gives the honeyed sweet wines of Sauternes and Tokaj. In wet weather the same fungus is simply a disease.

**Chaptalisation.** Adding sugar to the juice before or during fermentation, so that the finished wine has a little more alcohol. It is named after Jean-Antoine Chaptal, a minister under Napoleon, and is allowed, within limits, in many cooler regions and banned in the warmest. It raises strength, not sweetness: the yeast ferments the sugar away.

**Cru.** Literally a "growth": a vineyard or village recognised for the quality of its wine. The word means different things in different regions. In Burgundy, grand cru and premier cru are named vineyards; in Champagne, whole villages carry the rank; in Bordeaux, "cru classé" refers to estates listed in a classification rather than to plots of land.

**Cuvée.** In everyday use, a particular blend or bottling. In Champagne it also has an exact meaning: the first, finest juice from the press. A traditional press load of 4,000 kilograms of grapes may give 2,050 litres of cuvée and then 500 litres of taille, the later pressing, which is fruitier and less fine.

## D to L

**Dégorgement (disgorging).** The moment a sparkling wine made in the traditional way loses its yeast. After the second fermentation in bottle, the spent yeast has been coaxed into the neck (see remuage). The neck is frozen in a cold bath, the cap is taken off, and the pressure inside pushes out a small plug of ice holding the sediment. Some producers print the date on the back label: the longer ago it was, the more the wine will have developed.

**Dosage.** The small amount of wine and sugar added just after disgorging, to top up the bottle and set its style. The label tells you how much: brut nature has almost none, extra brut very little, brut a little more, and demi-sec is clearly sweet. Less dosage is not automatically better; a well-judged dosage balances the acidity of a cool vintage.

**Lees.** The sediment of dead yeast cells left when fermentation ends. Wine left in contact with them, "sur lie", gains texture and flavours of bread, brioche and nuts as the cells slowly break down. It is why Muscadet sur lie is rounder than its grape suggests, and why long-aged champagne tastes of toast.

## M to R

**Malolactic conversion.** A second, gentler change after the main fermentation, in which bacteria turn the wine's sharp malic acid (the acid of green apples) into the softer lactic acid (the acid of milk). Almost every red wine goes through it. For whites and champagnes it is a choice: blocking it keeps the wine taut and bright, allowing it gives a rounder, sometimes buttery wine.

**Millésime.** The vintage: the year the grapes were picked. In Champagne, most wines blend several years; a millésime is made from a single year thought good enough to stand on its own, and it must rest in the cellar for at least three years before it is sold.

**Mousse.** The foam and bubbles of a sparkling wine. Tasters describe it as fine or coarse, creamy or aggressive; long ageing on the lees tends to make it finer.

**Remuage (riddling).** The slow work of moving the yeast sediment into the neck of each bottle before disgorging. Traditionally the bottles rest neck-down in wooden A-frame racks, and a riddler gives each one a small turn and a steeper tilt every day for several weeks. The method is credited to the cellar of the widow Clicquot in the early nineteenth century; today most houses use machines that tilt whole crates at once, and keep hand riddling for large formats.

## S to Z

**Solera.** A way of ageing wine in rows of barrels, best known in Jerez. Wine for bottling is drawn from the oldest barrels, which are topped up from the next oldest, and so on, so that each bottle contains a little of many years. We met it over a glass of amontillado in [our sherry evening in Seville](/Journal/seville-sherry-and-tapas).

**Tannin.** The drying, grippy feeling a young red wine leaves on your gums. Tannins come from the grape skins, seeds and stems, and from new oak barrels; they bind with the proteins in saliva, which is why they feel rough. With age they soften and fall out as sediment, and with food, especially meat and cheese, they seem gentler at once.

**Terroir.** Everything about a place that shows in its wine: the soil and the rock beneath it, the slope and which way it faces, the local climate, and, many would add, the habits of the people who farm it. It is why two Pinot Noirs grown a few hundred metres apart can taste unlike each other, and why growers in Champagne talk about chalk as if it were a relative.

**Vin clair.** The still base wine of a future champagne, before its second fermentation in bottle. Tasting vins clairs in spring is how a cellar master decides the assemblage; they are sharp and lean on their own, which makes the finished wine all the more surprising.

## Taste them

The fastest way to learn these words is to taste them: a blanc de blancs beside a blanc de noirs, a wine aged on its lees beside one that was not. Our hosts run [tastings and dinners across France](/Events?country=FR) and [online masterclasses](/Events?online=true) that do exactly that, and the [experiences with the growers](/Experiences) take you into the cellars where the words were born.`,
  },
  {
    id: 6,
    slug: 'harvest-diary',
    category: 'Travel',
    title: 'A harvest diary: eight days of the vendemmia in Chianti Classico',
    date: '2025-01-15',
    strapLine: 'Crates, secateurs and a sorting table: a week of picking Sangiovese with a family estate, written down each evening.',
    image: image('harvest-diary', 'Rows of vines on Tuscan hills at harvest, with crates of red grapes and a cypress-lined road'),
    playlist: audio('rhone-valley-tour'),
    playlistBlurb:
      'Plucked strings over a steady pulse, the rhythm of secateurs working down a row: music for the drive home with sticky hands.',
    hashTags: ['HarvestDiary', 'Vendemmia', 'ChiantiClassico', 'Sangiovese', 'Tuscany'],
    related: [
      { label: 'Harvest and vineyard experiences in Italy', href: '/Experiences?country=IT' },
      { label: 'All experiences', href: '/Experiences' },
    ],
    content: `Last autumn one of our hosts, a family estate in the hills between Florence and Siena, let us join their harvest from the first crate to the last. We kept a diary. These are its pages, lightly tidied; the grape juice stains have been left out.

## Day one: waiting

Nobody picked today. The winemaker walked the rows at seven with a refractometer, a little telescope that reads the sugar in a drop of juice, and tasted berries all the way along: skins, pulp and, most of all, seeds. "When the seeds are brown and crunchy, the tannins are ripe," she said, and spat a handful of green ones into the grass. Two more days. We spent the afternoon washing crates, which turns out to be most of what a harvest is.

## Day two: the crew arrives

Twelve pickers: neighbours, two students, a retired teacher who has come back every year for twenty years, and us. Safety talk, secateurs handed out, and a lesson in what to leave on the vine: bunches that are shrivelled, mouldy or still hard and pink. In the evening the family cooked for everyone at one long table under a pergola, which we were told is the other half of the harvest.

## Day three: the first rows

Out at half past six, while the grapes were still cool. The Sangiovese hangs low, so you work bent or kneeling, cutting each bunch at the stalk and laying it in a shallow crate rather than a deep bin, so that the fruit at the bottom is not crushed by its own weight. By ten the sun was on our backs and the crates were going down the hill on a little tractor every half-hour. The stony, crumbly soil here, galestro, sparkles when it is dry and sticks to everything when it is not.

## Day four: rain

A storm came over in the night. Picking wet grapes dilutes the juice and invites rot, so the day was lost, or rather given to the cellar: scrubbing the sorting table, checking the pumps, and watching the first tank, filled yesterday, begin to stir. Fermentation started on its own, with the yeasts that live on the grapes and in the cellar. The whole building smelled of warm bread and crushed plums.

## Day five: the sorting table

Back outside by noon, once the wind had dried the leaves. Our turn at the sorting table: a slow belt where every bunch passes under four pairs of hands, and leaves, snails and unripe berries are flicked away before the destemmer. It is hypnotic and oddly satisfying. The winemaker tasted the juice from each lot and marked the tank it went to on a chalkboard; the oldest vines, on the highest slope, went into a small cement vat of their own.

## Day six: working the cap

In a fermenting red, the skins float up and form a thick cap on top of the juice, and the colour and tannin are in those skins. Twice a day someone has to wet the cap again: either pumping juice from the bottom of the tank over the top, or pushing the cap down by hand with a long paddle. We were allowed the paddle. It is harder than it looks, and the carbon dioxide rising from the vat makes you step back quickly; the rule is never to lean over an open tank alone.

## Day seven: the white grapes for vin santo

A different job: picking the best bunches of the white grapes, Trebbiano and Malvasia, and laying them one by one on cane mats in a loft under the roof. They will dry there for months, until the sugar is so concentrated that the wine made from them, vin santo, will take years to ferment and age in small sealed barrels. It is the slowest wine on the estate and the one the family opens for guests.

## Day eight: the last crate

The last rows, the ones nearest the house, were picked by everyone at once, family included, with the youngest child carrying the final bunch to the tractor. Then lunch, speeches that nobody could hear for the laughter, and a glass of last year's wine while this year's bubbled in the tanks behind us. Our hands were purple for a week.

## If you would like to go

Harvest dates depend on the year and are set only a few days ahead, so a harvest stay needs a little flexibility. Our hosts' [harvest and vineyard experiences in Italy](/Experiences?country=IT) keep places for guests who want to pick, sort and eat at the long table; the other [experiences](/Experiences) follow the vineyard year through the seasons. Words from the diary that need a translation, lees and tannin among them, are in the [Oeno-Pedia glossary](/Journal/oeno-pedia-glossary).`,
  },
];
