import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateWineListSchema,
  MyWineListsSchema,
  WINE_LIST_LIMITS,
  WINE_LIST_MESSAGES,
  WineDetailsSaveSchema,
  WineListDetailSchema,
  WineListStatusSchema,
  WineListUpdateSchema,
} from './wine-lists.ts';
import { wineSlug } from './wine-profiles.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('creating a wine list', () => {
  it('needs a name, trimmed and bounded; the description is optional', () => {
    expect(CreateWineListSchema.parse({ wineListName: '  Chalk and Bubbles ' })).toEqual({
      wineListName: 'Chalk and Bubbles',
      wineListdescription: '',
    });
    expect(CreateWineListSchema.parse({ wineListName: 'Flight', wineListdescription: ' Syrah ' })).toEqual({
      wineListName: 'Flight',
      wineListdescription: 'Syrah',
    });
    expect(issuesOf(CreateWineListSchema, { wineListName: '   ' })).toEqual([
      { path: 'wineListName', message: WINE_LIST_MESSAGES.nameRequired },
    ]);
    expect(issuesOf(CreateWineListSchema, {})).toEqual([{ path: 'wineListName', message: WINE_LIST_MESSAGES.nameRequired }]);
    expect(issuesOf(CreateWineListSchema, { wineListName: 'x'.repeat(WINE_LIST_LIMITS.name + 1) })).toEqual([
      { path: 'wineListName', message: `The wine list name can be at most ${WINE_LIST_LIMITS.name} characters.` },
    ]);
  });
});

describe('reading wine lists', () => {
  it('parses the listing under the spec names', () => {
    const listing = [
      {
        id: 1,
        wineListName: 'Northern Rhone Flight',
        wineListdescription: 'Syrah from granite.',
        numOfWines: 1,
        date_created: '2026-05-01T09:30:00.000Z',
        status: 'Draft',
        pouredAt: [{ id: 7, kind: 'event', title: 'Syrah night' }],
        wines: [{ id: 4, wine: 'Hermitage Colline' }],
      },
    ];
    expect(MyWineListsSchema.parse(listing)).toEqual(listing);
    expect(MyWineListsSchema.safeParse([{ ...listing[0], status: 'Active' }]).success).toBe(false);
    expect(MyWineListsSchema.safeParse([{ ...listing[0], date_created: '1 May 2026' }]).success).toBe(false);
  });

  it('parses a list with its wines, nullable details and a slug each', () => {
    const detail = {
      id: 1,
      wineListName: 'Northern Rhone Flight',
      wineListdescription: '',
      numOfWines: 1,
      date_created: '2026-05-01T09:30:00+01:00',
      status: 'Published',
      pouredAt: [],
      wines: [
        {
          wineId: 4,
          wine: 'Hermitage Colline',
          slug: wineSlug('Hermitage Colline', 4),
          producer: null,
          region: 'Rhone',
          country: 'France',
          subRegion: null,
          site: null,
          parcel: null,
          vintage: '2018',
          vegetarian: 'True',
          vegan: null,
        },
      ],
    };
    expect(WineListDetailSchema.parse(detail)).toEqual(detail);
  });
});

describe('updating a wine list', () => {
  it('changes the list fields', () => {
    expect(WineListUpdateSchema.parse({ wineListName: ' New name ' })).toEqual({ addWine: false, wineListName: 'New name' });
    expect(WineListUpdateSchema.parse({ wineListdescription: '', addWine: false })).toEqual({ addWine: false, wineListdescription: '' });
    expect(issuesOf(WineListUpdateSchema, { wineListName: '' })).toEqual([
      { path: 'wineListName', message: WINE_LIST_MESSAGES.nameRequired },
    ]);
    expect(issuesOf(WineListUpdateSchema, {})).toEqual([{ path: '', message: WINE_LIST_MESSAGES.nothingToChange }]);
  });

  it('adds a wine with addWine: true, its name required', () => {
    expect(
      WineListUpdateSchema.parse({
        addWine: true,
        wine: ' Cornas ',
        producer: 'Domaine Vasseur',
        region: '',
        vintage: '2019',
        vegetarian: 'True',
        vegan: 'False',
      }),
    ).toEqual({
      addWine: true,
      wine: 'Cornas',
      producer: 'Domaine Vasseur',
      region: null,
      vintage: '2019',
      vegetarian: 'True',
      vegan: 'False',
    });
    const update = WineListUpdateSchema.parse({ addWine: 'true', wine: 'Cornas' });
    expect(update).toEqual({ addWine: true, wine: 'Cornas' });
    // The server branches once on addWine, and the type follows.
    const added: string = update.addWine ? update.wine : (update.wineListName ?? '');
    expect(added).toBe('Cornas');
    expect(issuesOf(WineListUpdateSchema, { addWine: true, wine: '  ' })).toEqual([
      { path: 'wine', message: 'Please enter the wine name.' },
    ]);
    expect(issuesOf(WineListUpdateSchema, { addWine: true, wine: 'Cornas', vintage: '19' })).toEqual([
      { path: 'vintage', message: 'Vintage must be a year of 4 digits, such as 2019.' },
    ]);
    expect(issuesOf(WineListUpdateSchema, { addWine: true, wine: 'Cornas', vegan: 'Yes' })).toEqual([
      { path: 'vegan', message: 'Vegan must be True or False.' },
    ]);
  });

  it('does not mix the two, and says what it does not know', () => {
    // Without addWine, a wine's fields are unknown, and the second message says how to add one.
    expect(issuesOf(WineListUpdateSchema, { wine: 'Cornas' })).toEqual([
      { path: '', message: 'This field cannot be sent here: wine.' },
      { path: '', message: WINE_LIST_MESSAGES.nothingToChange },
    ]);
    expect(issuesOf(WineListUpdateSchema, { addWine: true, wine: 'Cornas', wineListName: 'x' })).toEqual([
      { path: '', message: 'This field cannot be sent here: wineListName.' },
    ]);
    expect(issuesOf(WineListUpdateSchema, { addWine: 'yes', wine: 'Cornas' })).toEqual([
      { path: 'addWine', message: 'addWine must be true or false.' },
    ]);
    expect(WineListUpdateSchema.safeParse('wineListName=x').success).toBe(false);
  });
});

describe('saving a wine of a list', () => {
  it('needs the wine id and at least one detail', () => {
    expect(WineDetailsSaveSchema.parse({ wineId: '4', wineDetails: { wine: 'Cornas', site: '', country: 'France' } })).toEqual({
      wineId: 4,
      removeWine: false,
      wineDetails: { wine: 'Cornas', site: null, country: 'France' },
    });
    expect(issuesOf(WineDetailsSaveSchema, { wineDetails: { wine: 'Cornas' } })).toEqual([
      { path: 'wineId', message: 'wineId must be a whole number of 1 or more.' },
    ]);
    expect(issuesOf(WineDetailsSaveSchema, { wineId: 4, wineDetails: {} })).toEqual([
      { path: 'wineDetails', message: WINE_LIST_MESSAGES.wineDetailsEmpty },
    ]);
    expect(issuesOf(WineDetailsSaveSchema, { wineId: 4, wineDetails: { wine: '' } })).toEqual([
      { path: 'wineDetails.wine', message: 'Please enter the wine name.' },
    ]);
    expect(issuesOf(WineDetailsSaveSchema, { wineId: 4, wineDetails: { vintage: '2019', site: 'Les Bessards' } })).toEqual([
      { path: 'wineDetails', message: 'This field cannot be sent here: vintage.' },
    ]);
  });

  it('removes a wine with removeWine: true, and nothing else', () => {
    expect(WineDetailsSaveSchema.parse({ wineId: 4, removeWine: true })).toEqual({ wineId: 4, removeWine: true });
    expect(WineDetailsSaveSchema.parse({ wineId: '4', removeWine: 'true' })).toEqual({ wineId: 4, removeWine: true });
    expect(issuesOf(WineDetailsSaveSchema, { wineId: 4, removeWine: true, wineDetails: { wine: 'Cornas' } })).toEqual([
      { path: '', message: 'This field cannot be sent here: wineDetails.' },
    ]);
    expect(issuesOf(WineDetailsSaveSchema, { removeWine: true })).toEqual([
      { path: 'wineId', message: 'wineId must be a whole number of 1 or more.' },
    ]);
    expect(issuesOf(WineDetailsSaveSchema, { wineId: 4, removeWine: 'yes' })).toEqual([
      { path: 'removeWine', message: 'removeWine must be true or false.' },
    ]);
  });
});

describe('the wine list status actions', () => {
  it('attach a list to an event or an experience, ids as numbers or digits', () => {
    expect(WineListStatusSchema.parse({ action: 'add_to_event_experience', wineListId: '3', eventId: '7', experienceId: '' })).toEqual({
      action: 'add_to_event_experience',
      wineListId: 3,
      eventId: 7,
    });
    expect(WineListStatusSchema.parse({ action: 'add_to_event_experience', wineListId: 3, experienceId: 9, eventId: null })).toEqual({
      action: 'add_to_event_experience',
      wineListId: 3,
      experienceId: 9,
    });
    expect(issuesOf(WineListStatusSchema, { action: 'add_to_event_experience', wineListId: 3 })).toEqual([
      { path: 'eventId', message: WINE_LIST_MESSAGES.eventOrExperience },
    ]);
  });

  it('take a list off an event or an experience, as it was attached', () => {
    expect(WineListStatusSchema.parse({ action: 'remove_from_event_experience', wineListId: '3', eventId: '7' })).toEqual({
      action: 'remove_from_event_experience',
      wineListId: 3,
      eventId: 7,
    });
    expect(issuesOf(WineListStatusSchema, { action: 'remove_from_event_experience', wineListId: 3, eventId: '' })).toEqual([
      { path: 'eventId', message: WINE_LIST_MESSAGES.eventOrExperienceToRemove },
    ]);
  });

  it('publish with publishWineList: true', () => {
    expect(WineListStatusSchema.parse({ action: 'publish-winelist', wineListId: 3, publishWineList: true })).toEqual({
      action: 'publish-winelist',
      wineListId: 3,
      publishWineList: true,
    });
    expect(issuesOf(WineListStatusSchema, { action: 'publish-winelist', wineListId: 3, publishWineList: false })).toEqual([
      { path: 'publishWineList', message: WINE_LIST_MESSAGES.publish },
    ]);
  });

  it('delete a list', () => {
    expect(WineListStatusSchema.parse({ action: 'delete-winelist', wineListId: '12' })).toEqual({
      action: 'delete-winelist',
      wineListId: 12,
    });
    expect(issuesOf(WineListStatusSchema, { action: 'delete-winelist', wineListId: 'abc' })).toEqual([
      { path: 'wineListId', message: 'wineListId must be a whole number of 1 or more.' },
    ]);
  });

  it('say which actions exist', () => {
    expect(issuesOf(WineListStatusSchema, { action: 'archive', wineListId: 1 })).toEqual([
      { path: 'action', message: WINE_LIST_MESSAGES.action },
    ]);
  });
});
