import { z } from 'zod';
import { optionalSlider } from './wine-fields.ts';
import { SLIDER_SCALES, type SliderScaleName } from './wine-profiles.ts';
import { inputObject, multiLineText } from './text.ts';

/**
 * Ours (issue 30): a guest's own tasting of a wine, on the same structure sliders as the host's profile (spec part 2
 * §3, section 5), and the guests' average structure beside the host's once enough guests have tasted it.
 */
export const TASTING_STRUCTURE = [
  { name: 'sweetness', label: 'Sweetness', scale: 'sweetness' },
  { name: 'acidity', label: 'Acidity Perception', scale: 'acidity' },
  { name: 'tanin', label: 'Tannin', scale: 'tannin' },
  { name: 'alcohol', label: 'Alcohol perception', scale: 'alcohol' },
  { name: 'body', label: 'Body', scale: 'body' },
  { name: 'mouse', label: 'Mousse', scale: 'mousse' },
  { name: 'flavourIntensity', label: 'Flavour Intensity', scale: 'intensity' },
  { name: 'length', label: 'Length', scale: 'length' },
] as const satisfies readonly { name: string; label: string; scale: SliderScaleName }[];
export type TastingField = (typeof TASTING_STRUCTURE)[number]['name'];

/** Why a guest cannot record a tasting yet: the rule of reviews, since both speak of having been. */
export const tastingsNotOpenMessage = (kind: 'event' | 'experience') =>
  `You can record your tasting once this ${kind} has started: come back after you have been.`;

/** How many guests must have tasted a wine before their average is shown: fewer would show one person's palate. */
export const CROWD_MINIMUM = 3;
export const TASTING_NOTE_MAX = 2000;

const sliderOf = (field: (typeof TASTING_STRUCTURE)[number]) => optionalSlider(field.label, SLIDER_SCALES[field.scale]);

export const TastingInputSchema = inputObject({
  sweetness: sliderOf(TASTING_STRUCTURE[0]),
  acidity: sliderOf(TASTING_STRUCTURE[1]),
  tanin: sliderOf(TASTING_STRUCTURE[2]),
  alcohol: sliderOf(TASTING_STRUCTURE[3]),
  body: sliderOf(TASTING_STRUCTURE[4]),
  mouse: sliderOf(TASTING_STRUCTURE[5]),
  flavourIntensity: sliderOf(TASTING_STRUCTURE[6]),
  length: sliderOf(TASTING_STRUCTURE[7]),
  note: multiLineText()
    .max(TASTING_NOTE_MAX, { error: `The note: at most ${TASTING_NOTE_MAX} characters` })
    .optional(),
}).refine((tasting) => TASTING_STRUCTURE.some((field) => tasting[field.name] != null) || (tasting.note ?? '').trim() !== '', {
  error: 'Move at least one slider or write a note.',
});
export type TastingInput = z.output<typeof TastingInputSchema>;

const structureShape = Object.fromEntries(TASTING_STRUCTURE.map((field) => [field.name, z.number().nullable()])) as Record<
  TastingField,
  z.ZodNullable<z.ZodNumber>
>;
const StructureSchema = z.object(structureShape);
export type TastingStructure = z.infer<typeof StructureSchema>;

export const TastingSchema = StructureSchema.extend({ note: z.string(), tastedAt: z.string() });
export type Tasting = z.infer<typeof TastingSchema>;

export const WineTastingsSchema = z.object({
  /** The signed-in guest's own tasting, or null (always null for the host). */
  mine: TastingSchema.nullable(),
  /** How many guests have tasted it (who are still its guests). */
  count: z.number().int(),
  /** The guests' average of each slider to one decimal, once CROWD_MINIMUM guests have tasted it; null before. */
  crowd: StructureSchema.nullable(),
  /** The host's own values of the same sliders, for the comparison. */
  host: StructureSchema,
  /** Why the signed-in guest cannot record a tasting yet (the item has not started), else null. */
  notOpen: z.string().nullable(),
});
export type WineTastings = z.infer<typeof WineTastingsSchema>;
