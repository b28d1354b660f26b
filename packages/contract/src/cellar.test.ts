import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEXT_MESSAGES, isPlainText } from './text.ts';
import {
  AddWineToCellarSchema,
  CELLAR_LIMITS,
  CELLAR_MESSAGES,
  CellarImportSchema,
  CellarSchema,
  CellarUpdateSchema,
  CellarWineSchema,
  cellarCsvErrorFields,
  cellarToCsv,
  parseCellarCsv,
  type CellarCsvRow,
} from './cellar.ts';

const row = (overrides: Partial<CellarCsvRow> = {}): CellarCsvRow => ({
  wine: 'Hermitage Colline',
  producer: 'Domaine Vasseur',
  vintage: '2018',
  country: 'France',
  region: 'Rhone',
  quantity: 3,
  ...overrides,
});

describe('the cellar answer and bodies', () => {
  it('parses entries from a profile and of the member', () => {
    const cellar = [
      {
        id: 1,
        wineId: 4,
        wineListId: 2,
        wine: 'Hermitage Colline',
        producer: 'Domaine Vasseur',
        vintage: '2018',
        country: 'France',
        region: 'Rhone',
        quantity: 2,
        startToDrink: '2024',
        endToDrink: '2035',
        readiness: 'ready',
        addedAt: '2026-05-01T10:00:00.000Z',
      },
      {
        id: 2,
        wineId: null,
        wineListId: null,
        wine: 'House red',
        producer: null,
        vintage: null,
        country: null,
        region: null,
        quantity: 12,
        startToDrink: null,
        endToDrink: null,
        readiness: null,
        addedAt: '2026-05-02T10:00:00.000Z',
      },
    ];
    // The details of issue 30 read as empty when an answer leaves them out.
    const parsed = CellarSchema.parse(cellar);
    expect(parsed[1]).toMatchObject({ ...cellar[1], location: null, pricePaid: null, myRating: null, drunk: [] });
    expect(CellarSchema.safeParse([{ ...cellar[0], quantity: 0 }]).success).toBe(true);
    expect(CellarSchema.safeParse([{ ...cellar[0], quantity: -1 }]).success).toBe(false);
  });

  it('adds one bottle from a profile unless told how many', () => {
    expect(AddWineToCellarSchema.parse(undefined)).toEqual({ quantity: 1 });
    expect(AddWineToCellarSchema.parse({})).toEqual({ quantity: 1 });
    expect(AddWineToCellarSchema.parse({ quantity: '6' })).toEqual({ quantity: 6 });
    expect(AddWineToCellarSchema.safeParse({ quantity: 0 }).error?.issues[0]?.message).toBe(CELLAR_MESSAGES.quantity);
  });

  it("takes a member's own wine with its name required", () => {
    expect(CellarWineSchema.parse({ wine: ' House red ', vintage: 2020 })).toEqual({ wine: 'House red', vintage: '2020', quantity: 1 });
    expect(CellarWineSchema.safeParse({ wine: '' }).error?.issues[0]?.message).toBe(CELLAR_MESSAGES.wineRequired);
  });

  it('changes a count to 1 or more; removing is its own call', () => {
    expect(CellarUpdateSchema.parse({ quantity: '4' })).toEqual({ quantity: 4 });
    for (const bad of [0, '', undefined, 10_000, 2.5, '-1']) {
      expect(CellarUpdateSchema.safeParse({ quantity: bad }).error?.issues[0]?.message).toBe(CELLAR_MESSAGES.quantity);
    }
  });

  it('bounds an import', () => {
    expect(CellarImportSchema.safeParse({ csv: 'x'.repeat(CELLAR_LIMITS.csvChars + 1) }).success).toBe(false);
    expect(CellarImportSchema.safeParse({ csv: '' }).error?.issues[0]?.message).toBe(CELLAR_MESSAGES.emptyFile);
  });
});

describe('cellar to CSV', () => {
  it('writes the header and a line per wine, quoting what needs it', () => {
    expect(
      cellarToCsv([
        row(),
        row({ wine: 'Blanc de Blancs, "Extra" Brut', producer: null, vintage: null, region: 'Côte des\nBlancs', quantity: 1 }),
      ]),
    ).toBe(
      '\uFEFFWine,Producer,Vintage,Country,Region,Quantity,Appellation,Grapes,Type,Location,Bin,Price,Currency,Drink from,Drink until,My rating,My note\r\n' +
        'Hermitage Colline,Domaine Vasseur,2018,France,Rhone,3,,,,,,,,,,,\r\n' +
        '"Blanc de Blancs, ""Extra"" Brut",,,France,"Côte des\nBlancs",1,,,,,,,,,,,\r\n',
    );
  });

  it('keeps a spreadsheet from running a value as a formula', () => {
    expect(cellarToCsv([row({ wine: '=HYPERLINK("x")', producer: '+33', region: '@home' })])).toContain(
      `"'=HYPERLINK(""x"")",'+33,2018,France,'@home,3`,
    );
  });
});

describe('CSV to cellar', () => {
  it('reads columns in any order and letter case, naming those it does not know', () => {
    const csv = 'quantity,REGION,wine,Notes,Vintage,Shelf life\n2,Rhone,Cornas,for Sunday,2019,x\n,,Saint-Joseph,,,\n';
    expect(parseCellarCsv(csv)).toEqual({
      rows: [
        { wine: 'Cornas', producer: null, vintage: '2019', country: null, region: 'Rhone', quantity: 2, myNote: 'for Sunday' },
        { wine: 'Saint-Joseph', producer: null, vintage: null, country: null, region: null, quantity: 1 },
      ],
      unknownColumns: ['Shelf life'],
    });
  });

  it("reads CellarTracker's export by its header names, NV vintages included", () => {
    const csv = [
      'iWine,Type,Color,Vintage,Wine,Producer,Varietal,Country,Region,SubRegion,Appellation,Quantity,Location,Bin,Price,Currency,BeginConsume,EndConsume',
      '101,Red,Red,2016,Château Musar,Château Musar,Red Blend,Lebanon,Bekaa Valley,,Bekaa Valley,3,Cellar,A4,"42,50",eur,2024,2036',
      '102,White - Sparkling,White,1001,Grande Cuvée,Krug,Champagne Blend,France,Champagne,,Champagne,1,Fridge,,,,,',
    ].join('\r\n');
    expect(parseCellarCsv(csv)).toEqual({
      rows: [
        {
          wine: 'Château Musar',
          producer: 'Château Musar',
          vintage: '2016',
          country: 'Lebanon',
          region: 'Bekaa Valley',
          quantity: 3,
          appellation: 'Bekaa Valley',
          grapes: 'Red Blend',
          wineType: 'Red',
          location: 'Cellar',
          bin: 'A4',
          pricePaid: '42.50',
          currency: 'EUR',
          startToDrink: '2024',
          endToDrink: '2036',
        },
        {
          wine: 'Grande Cuvée',
          producer: 'Krug',
          vintage: null,
          country: 'France',
          region: 'Champagne',
          quantity: 1,
          appellation: 'Champagne',
          grapes: 'Champagne Blend',
          wineType: 'White - Sparkling',
          location: 'Fridge',
        },
      ],
      unknownColumns: ['iWine', 'SubRegion'],
    });
  });

  it("reads Vivino's export, headers matched without regard to case or accents", () => {
    const csv =
      'WINERY,Wine name,Vintage,Région,Country,Wine type,Your rating,Your review,Average rating\n' +
      'Cune,Imperial Reserva,2017,Rioja,Spain,Red wine,"4,5",Silky.,4.2\n';
    expect(parseCellarCsv(csv)).toEqual({
      rows: [
        {
          wine: 'Imperial Reserva',
          producer: 'Cune',
          vintage: '2017',
          country: 'Spain',
          region: 'Rioja',
          quantity: 1,
          wineType: 'Red wine',
          myRating: 4.5,
          myNote: 'Silky.',
        },
      ],
      unknownColumns: ['Average rating'],
    });
  });

  it('refuses a bad price, currency, rating or a window that ends before it starts, naming the line', () => {
    const csv = 'Wine,Price,Currency,My rating,Drink from,Drink until\nA,12.345,EUR,,,\nB,,XYZ,,,\nC,,,7,,\nD,,,,2030,2020\n';
    expect(parseCellarCsv(csv)).toEqual({
      errors: [
        { line: 2, message: CELLAR_MESSAGES.price },
        { line: 3, message: CELLAR_MESSAGES.currency },
        { line: 4, message: CELLAR_MESSAGES.rating },
        { line: 5, message: CELLAR_MESSAGES.window },
      ],
    });
  });

  it('tolerates a BOM, CRLF, CR, a last line without a line end, blank rows and spaces', () => {
    const csv = '\uFEFFWine,Quantity\r\n Cornas , 2 \r\n\r\nHermitage,1\rCondrieu,3';
    expect(parseCellarCsv(csv)).toEqual({
      rows: [
        { wine: 'Cornas', producer: null, vintage: null, country: null, region: null, quantity: 2 },
        { wine: 'Hermitage', producer: null, vintage: null, country: null, region: null, quantity: 1 },
        { wine: 'Condrieu', producer: null, vintage: null, country: null, region: null, quantity: 3 },
      ],
    });
  });

  it('reads commas and doubled quotes inside quoted values, and a line break there (a wrapped cell) as a space', () => {
    const csv = 'Wine,Producer\r\n"Blanc de Blancs, ""Extra"" Brut","Maison \r\n Crayère"\r\n';
    expect(parseCellarCsv(csv)).toEqual({
      rows: [
        { wine: 'Blanc de Blancs, "Extra" Brut', producer: 'Maison Crayère', vintage: null, country: null, region: null, quantity: 1 },
      ],
    });
  });

  it('refuses a value with control characters, naming its line', () => {
    expect(parseCellarCsv('Wine,Producer\nCornas,Dom\u0000aine\n')).toEqual({
      errors: [{ line: 2, message: TEXT_MESSAGES.controlCharacters }],
    });
  });

  it("reads a file saved with ';' by a European spreadsheet", () => {
    expect(parseCellarCsv('Wine;Producer;Quantity\nChablis;"Dupont; fils";2\n')).toEqual({
      rows: [{ wine: 'Chablis', producer: 'Dupont; fils', vintage: null, country: null, region: null, quantity: 2 }],
    });
  });

  it('numbers problems by spreadsheet row, a quoted line break staying one row', () => {
    const csv = 'Wine,Vintage,Quantity\n"Two\nlines",2019,1\n,2018,1\n\nCornas,19,0\nHermitage,2017,x\n';
    const result = parseCellarCsv(csv);
    expect(result).toEqual({
      errors: [
        { line: 3, message: CELLAR_MESSAGES.wineRequired },
        { line: 5, message: 'Vintage must be a year of 4 digits, such as 2019.' },
        { line: 5, message: CELLAR_MESSAGES.quantity },
        { line: 6, message: CELLAR_MESSAGES.quantity },
      ],
    });
    expect('errors' in result && cellarCsvErrorFields(result.errors)).toEqual({
      'line 3': CELLAR_MESSAGES.wineRequired,
      'line 5': `Vintage must be a year of 4 digits, such as 2019. ${CELLAR_MESSAGES.quantity}`,
      'line 6': CELLAR_MESSAGES.quantity,
    });
  });

  it('refuses values too long', () => {
    const result = parseCellarCsv(`Wine,Producer\nCornas,${'x'.repeat(CELLAR_LIMITS.field + 1)}\n`);
    expect(result).toEqual({ errors: [{ line: 2, message: `Producer can be at most ${CELLAR_LIMITS.field} characters.` }] });
  });

  it('says what is wrong with the header', () => {
    expect(parseCellarCsv('')).toEqual({ errors: [{ line: 1, message: CELLAR_MESSAGES.emptyFile }] });
    expect(parseCellarCsv('\uFEFF\r\n')).toEqual({ errors: [{ line: 1, message: CELLAR_MESSAGES.emptyFile }] });
    expect(parseCellarCsv('Name,Producer\nCornas,x\n')).toEqual({ errors: [{ line: 1, message: CELLAR_MESSAGES.noWineColumn }] });
    expect(parseCellarCsv('Wine,wine\nCornas,x\n')).toEqual({ errors: [{ line: 1, message: CELLAR_MESSAGES.duplicateColumn('Wine') }] });
  });

  it('says how to fix broken quoting and unquoted commas', () => {
    expect(parseCellarCsv('Wine\nCornas\n"Hermitage,\n1\n')).toEqual({ errors: [{ line: 3, message: CELLAR_MESSAGES.unclosedQuote }] });
    expect(parseCellarCsv('Wine,Quantity\n"Cornas"x,1\n')).toEqual({ errors: [{ line: 2, message: CELLAR_MESSAGES.afterQuote }] });
    expect(parseCellarCsv('Wine,Quantity\nBlanc de Blancs, Extra Brut,1\n')).toEqual({
      errors: [{ line: 2, message: CELLAR_MESSAGES.tooManyValues }],
    });
  });

  it(`takes at most ${CELLAR_LIMITS.rows} wines`, () => {
    const lines = Array.from({ length: CELLAR_LIMITS.rows }, (_, index) => `Wine ${index}`);
    expect('rows' in parseCellarCsv(['Wine', ...lines].join('\n'))).toBe(true);
    expect(parseCellarCsv(['Wine', ...lines, 'One more'].join('\n'))).toEqual({
      errors: [{ line: CELLAR_LIMITS.rows + 2, message: CELLAR_MESSAGES.tooManyRows }],
    });
  });

  it('reads a file of a million empty lines or commas without holding a record for each', () => {
    expect(parseCellarCsv('\n'.repeat(CELLAR_LIMITS.csvChars))).toEqual({ errors: [{ line: 1, message: CELLAR_MESSAGES.emptyFile }] });
    expect(parseCellarCsv(`Wine\n${'\n'.repeat(CELLAR_LIMITS.csvChars - 5)}`)).toEqual({ rows: [] });
    expect(parseCellarCsv(`Wine\nCornas${','.repeat(CELLAR_LIMITS.csvChars - 12)}`)).toEqual({
      rows: [{ wine: 'Cornas', producer: null, vintage: null, country: null, region: null, quantity: 1 }],
    });
    expect(parseCellarCsv(`Wine${',x'.repeat(CELLAR_LIMITS.columns)}\nCornas\n`)).toEqual({
      errors: [{ line: 1, message: CELLAR_MESSAGES.tooManyColumns }],
    });
    expect(parseCellarCsv(`Wine\nCornas${',x'.repeat(CELLAR_LIMITS.columns)}\n`)).toEqual({
      errors: [{ line: 2, message: CELLAR_MESSAGES.tooManyValues }],
    });
  });

  it(`reports at most ${CELLAR_LIMITS.errors} problems`, () => {
    // Rows of only commas are blank and skipped; rows with a producer and no wine are problems.
    expect(parseCellarCsv(['Wine,Producer', ...Array.from({ length: 80 }, () => ',')].join('\n'))).toEqual({ rows: [] });
    const bad = parseCellarCsv(['Wine,Producer', ...Array.from({ length: 80 }, () => ',Vasseur')].join('\n'));
    expect('errors' in bad && bad.errors.length).toBe(CELLAR_LIMITS.errors + 1);
    expect('errors' in bad && bad.errors.at(-1)?.message).toBe(CELLAR_MESSAGES.tooManyErrors);
  });
});

describe('round trip', () => {
  // Values as the cellar keeps them: one line, trimmed, not blank, within the limits, with every awkward character.
  const awkward = fc.constantFrom(',', '"', ';', "'", '=', '+', '-', '@', ' ', 'é', 'ß', 'ø', '葡萄酒', '🍷');
  const piece = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), awkward);
  const text = fc
    .array(piece, { minLength: 1, maxLength: 8 })
    .map((pieces) => pieces.join('').trim().slice(0, CELLAR_LIMITS.field).trim())
    .filter((value) => value !== '' && value.length <= CELLAR_LIMITS.field && isPlainText(value));
  const cellarRow: fc.Arbitrary<CellarCsvRow> = fc.record({
    wine: text,
    producer: fc.option(text, { nil: null }),
    // 1001 is CellarTracker's 'no vintage', read as none.
    vintage: fc.option(fc.integer({ min: 1002, max: 9999 }).map(String), { nil: null }),
    country: fc.option(text, { nil: null }),
    region: fc.option(text, { nil: null }),
    quantity: fc.integer({ min: 1, max: CELLAR_LIMITS.quantity }),
  });

  it('parses what it writes, commas, quotes, formulas and non-ASCII names included', () => {
    fc.assert(
      fc.property(fc.array(cellarRow, { maxLength: 20 }), (rows) => {
        expect(parseCellarCsv(cellarToCsv(rows))).toEqual({ rows });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips the named awkward cases', () => {
    const rows = [
      row({ wine: 'Blanc de Blancs, "Extra" Brut', producer: 'Maison "Crayère"', region: "'=already quoted" }),
      row({ wine: '-', producer: '@', country: 'Österreich', region: 'Wachau;Kamptal', quantity: 9999 }),
    ];
    expect(parseCellarCsv(cellarToCsv(rows))).toEqual({ rows });
  });
});
