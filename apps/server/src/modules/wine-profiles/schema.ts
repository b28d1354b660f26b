import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { wines } from '../wine-lists/schema.ts';

const yesNo = (name: string) => text(name).$type<'True' | 'False'>();
const yesNoCheck = (tableName: string, column: string) =>
  check(`${tableName}_${column}_check`, sql.raw(`"${column}" is null or "${column}" in ('True', 'False')`));

/**
 * The profile of a wine (spec part 2 §3), one row per wine, made on the first save. The wine's name, producer,
 * country, region, sub-region, site, parcel, vintage, vegetarian and vegan stay on `wines`, where the wine list
 * manager writes them too. Texts as entered; sliders as whole numbers on their scales; yes/no as 'True'/'False';
 * multi-values joined by '|'; prices in hundredths of `currency` (whatever its minor unit: wine-fields.ts);
 * images as media keys.
 */
export const wineProfiles = pgTable(
  'wine_profiles',
  {
    wineId: integer('wine_id')
      .primaryKey()
      .references(() => wines.id, { onDelete: 'cascade' }),
    description: text('description'),
    viticulture: text('viticulture'),
    vinification: text('vinification'),
    awards: text('awards'),
    producerTitle: text('producer_title'),
    designation: text('designation'),
    wineType: text('wine_type'),
    colour: text('colour'),
    grapeOrBlend: text('grape_or_blend'),
    classification: text('classification'),
    alcoholPercentage: text('alcohol_percentage'),
    disgorgementYear: text('disgorgement_year'),
    aged: text('aged'),
    periodOnLees: text('period_on_lees'),
    readinessToDrink: text('readiness_to_drink'),
    startToDrink: text('start_to_drink'),
    endToDrink: text('end_to_drink'),
    dosage: text('dosage'),
    titratableAcidity: text('titratable_acidity'),
    finingAgents: text('fining_agents'),
    filtration: text('filtration'),
    carbonicMaceration: yesNo('carbonic_maceration'),
    semiCarbonicMaceration: yesNo('semi_carbonic_maceration'),
    malolacticFermentation: yesNo('malolactic_fermentation'),
    sustainabilityInPractice: yesNo('sustainability_in_practice'),
    organic: yesNo('organic'),
    biodynamic: yesNo('biodynamic'),
    natural: yesNo('natural'),
    containsSulphites: yesNo('contains_sulphites'),
    appearance: text('appearance'),
    colorIntensity: smallint('color_intensity'),
    nose: text('nose'),
    noseIntensity: smallint('nose_intensity'),
    palate: text('palate'),
    sweetness: smallint('sweetness'),
    acidity: smallint('acidity'),
    tannin: smallint('tannin'),
    alcohol: smallint('alcohol'),
    body: smallint('body'),
    mousse: smallint('mousse'),
    flavourIntensity: smallint('flavour_intensity'),
    length: smallint('length'),
    foodPairingGroup: text('food_pairing_group'),
    pairWith: text('pair_with'),
    minServingTemperature: smallint('min_serving_temperature'),
    maxServingTemperature: smallint('max_serving_temperature'),
    drinkingTime: text('drinking_time'),
    wineQualityPerception: text('wine_quality_perception'),
    quality: smallint('quality'),
    /** An ISO 4217 code of the site's list, checked by the update's schema; the column only checks its shape. */
    currency: text('currency').notNull().default('GBP'),
    glass50mlPrice: integer('glass_50ml_price'),
    glass125mlPrice: integer('glass_125ml_price'),
    glass250mlPrice: integer('glass_250ml_price'),
    bottle375mlPrice: integer('bottle_375ml_price'),
    bottle750mlPrice: integer('bottle_750ml_price'),
    magnumPrice: integer('magnum_price'),
    wineImageKey: text('wine_image_key'),
    estateImageKey: text('estate_image_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('wine_profiles_currency_check', sql`"currency" ~ '^[A-Z]{3}$'`),
    ...[
      'carbonic_maceration',
      'semi_carbonic_maceration',
      'malolactic_fermentation',
      'sustainability_in_practice',
      'organic',
      'biodynamic',
      'natural',
      'contains_sulphites',
    ].map((column) => yesNoCheck('wine_profiles', column)),
    check('wine_profiles_quality_check', sql`"quality" is null or "quality" between 0 and 100`),
  ],
);

/** A member's review of a wine whose profile they may see: one each, rated 1 (Poor) to 5 (Excellent). */
export const wineReviews = pgTable(
  'wine_reviews',
  {
    id: serial('id').primaryKey(),
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The wine list owner's one public answer, and when it was given (decision 0033): both or neither. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set by staff from the moderation queue: a hidden wine review is neither shown nor counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    uniqueIndex('wine_reviews_wine_user_key').on(table.wineId, table.userId),
    index('wine_reviews_user_idx').on(table.userId),
    check('wine_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('wine_reviews_answer_check', sql`(${table.answer} is null) = (${table.answeredAt} is null)`),
  ],
);

/**
 * A signed-in person's report of a wine review, once each, with a reason: as `review_reports` for item reviews. Open
 * until staff hide the review or dismiss its reports.
 */
export const wineReviewReports = pgTable(
  'wine_review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => wineReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wine_review_reports_review_reporter_key').on(table.reviewId, table.reporterId),
    index('wine_review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.closedAt} is null`),
  ],
);

/**
 * Ours (issue 30): a guest's own tasting of a wine, one each, kept up to date: the structure sliders of the profile
 * (spec part 2 §3, section 5, on the same scales, in columns named as `wine_profiles` names them) and a note.
 */
export const wineTastings = pgTable(
  'wine_tastings',
  {
    id: serial('id').primaryKey(),
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sweetness: smallint('sweetness'),
    acidity: smallint('acidity'),
    tannin: smallint('tannin'),
    alcohol: smallint('alcohol'),
    body: smallint('body'),
    mousse: smallint('mousse'),
    flavourIntensity: smallint('flavour_intensity'),
    length: smallint('length'),
    note: text('note').notNull().default(''),
    tastedAt: timestamp('tasted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wine_tastings_wine_user_key').on(table.wineId, table.userId),
    index('wine_tastings_user_idx').on(table.userId),
    check('wine_tastings_note_check', sql`length(${table.note}) <= 2000`),
  ],
);
