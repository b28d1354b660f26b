import { describe, expect, it } from 'vitest';
import { ALL_ITEM_FIELDS, CARD_FIELDS, ITEM_FIELDS, wireFieldOf, wireValues } from './catalog-fields.ts';
import { ItemUpdateSchema } from './catalog.ts';

describe('the catalog field table', () => {
  it('names every plain field of the update payload, in the spec spelling', () => {
    // The streaming link and instructions are private: the public field table must never carry them.
    const notPlain = [
      'eventTitle',
      'experienceTitle',
      'eventType',
      'experienceType',
      'price',
      'publishEvent',
      'cancelEvent',
      'streamingLink',
      'streamingInstructions',
      // Three columns behind one object (decision 0028): mapped by the catalog's refund-terms.ts.
      'refundTerms',
    ];
    const updateFields = Object.keys(ItemUpdateSchema.shape).filter((name) => !notPlain.includes(name));
    expect([...ALL_ITEM_FIELDS].sort()).toEqual(updateFields.sort());
    expect(ITEM_FIELDS.locationcity).toBe('locationCity');
    expect(ITEM_FIELDS.locationZip_code).toBe('locationZipCode');
    expect(ITEM_FIELDS.olineExperience).toBe('online');
    expect(Object.keys(ITEM_FIELDS)).not.toContain('streamingLink');
    expect(Object.keys(ITEM_FIELDS)).not.toContain('streamingInstructions');
  });

  it('gives each stored fact its wire name for the kind', () => {
    expect(wireFieldOf('event', 'title')).toBe('eventTitle');
    expect(wireFieldOf('experience', 'itemType')).toBe('experienceType');
    expect(wireFieldOf('event', 'locationCity')).toBe('locationcity');
    expect(wireFieldOf('experience', 'priceMinor')).toBe('price');
    expect(wireFieldOf('event', 'imageKey')).toBe('mainExperienceImage');
  });

  it('reads wire values from a stored row', () => {
    const row = Object.fromEntries(Object.values(ITEM_FIELDS).map((column) => [column, `value of ${column}`]));
    const card = wireValues(row as { [C in (typeof ITEM_FIELDS)[keyof typeof ITEM_FIELDS]]: string }, CARD_FIELDS);
    expect(card.locationcity).toBe('value of locationCity');
    expect(card.olineExperience).toBe('value of online');
    expect(Object.keys(card)).toEqual([...CARD_FIELDS]);
  });
});
