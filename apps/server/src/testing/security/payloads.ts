import fc from 'fast-check';

/** A JSON token written as it is, for numbers JavaScript cannot hold (1e400, -0, 30 digits) and broken JSON. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a generated value: RawJson as it is, -0 as -0, everything else as JSON.stringify writes it. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A readable, bounded account of a payload for a failure message: long strings cut, deep nesting counted. */
export function summarize(value: unknown, depth = 0): string {
  if (value instanceof RawJson) return `raw(${JSON.stringify(value.text.length > 60 ? `${value.text.slice(0, 60)}…` : value.text)})`;
  if (typeof value === 'string') {
    const escaped = JSON.stringify(value);
    return value.length > 60
      ? `${JSON.stringify(value.slice(0, 24)).slice(0, -1)}…${JSON.stringify(value.slice(-12)).slice(1)} (${value.length} chars)`
      : escaped;
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (depth > 6) {
    let levels = 0;
    let inner: unknown = value;
    while (inner !== null && typeof inner === 'object' && !(inner instanceof RawJson)) {
      levels += 1;
      inner = Array.isArray(inner) ? inner[0] : Object.values(inner)[0];
    }
    return `…${levels} more levels… ${summarize(inner, 0)}`;
  }
  if (Array.isArray(value))
    return `[${value
      .slice(0, 8)
      .map((inner) => summarize(inner, depth + 1))
      .join(', ')}${value.length > 8 ? `, … (${value.length})` : ''}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const shown = entries.slice(0, 12).map(([key, inner]) => `${JSON.stringify(key)}: ${summarize(inner, depth + 1)}`);
    return `{${shown.join(', ')}${entries.length > 12 ? `, … (${entries.length} keys)` : ''}}`;
  }
  return String(value);
}

/** Characters that trip up storage, comparison and display, by kind. */
export const ODD_CHARACTERS = {
  // C0 and C1 controls, U+0000 first (PostgreSQL text cannot hold it).
  controls: [
    '\u0000',
    '\u0001',
    '\u0007',
    '\b',
    '\t',
    '\n',
    '\r',
    '\u000b',
    '\u000c',
    '\u001b',
    '\u001f',
    '\u007f',
    '\u0080',
    '\u0085',
    '\u009f',
  ],
  // Zero-width, direction and other invisible marks.
  invisible: [
    '\u00ad',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202e',
    '\u2066',
    '\u2069',
    '\u2028',
    '\u2029',
    '\u2060',
    '\ufeff',
    '\u00a0',
  ],
  // Non-characters, the replacement character, lone surrogates.
  broken: ['\ufffd', '\ufffe', '\uffff', '\ud800', '\udbff', '\udc00', '\udfff'],
  // Combining marks, emoji sequences and flags, right-to-left scripts, lookalikes and case oddities.
  composed: [
    '\u0301',
    'e\u0301',
    'Z\u0334\u0321\u031b\u0316\u035a\u0344a\u0337l\u0338g\u0335o',
    '🍷',
    '👩‍👩‍👧‍👦',
    '🇫🇷',
    '🏳️‍🌈',
    '🧑🏽‍🍳',
    'مرحبا',
    'שלום',
    'ﷺ',
    '𝕎𝕚𝕟𝕖',
    'Ⅻ',
    '１２３',
    '٣',
    'İ',
    'ß',
    'ﬀ',
    'Ǆ',
  ],
  // Text that means something elsewhere.
  meaningful: ["'", '"', '\\', '<script>alert(1)</script>', '%00', '%s%n', '${x}', '{{x}}', "'; drop table users; --", '../../etc/passwd'],
} as const;

const oddCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARACTERS.controls) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS.invisible) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS.broken) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS.composed) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS.meaningful) },
);

/** Short strings mixing odd characters with ordinary and random Unicode. */
export const oddString = fc
  .array(
    fc.oneof({ weight: 4, arbitrary: oddCharacter }, fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom('a', 'Wine ', '1', ' ')),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(''));

/** One unit repeated to between 1 KB and about 100 KB of UTF-8 (the body limit is 1 MB). */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '🍷', ' ', 'e\u0301', '\u200b', '\u0000', 'Wine and food '), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, bytes]) => unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit)))));

/** Numbers at and past the edges, as JSON numbers (some beyond what a double holds) and as strings. */
export const extremeNumber = fc.oneof(
  fc.constantFrom(
    new RawJson('1e308'),
    new RawJson('-1e308'),
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('1e-400'),
    new RawJson('-0'),
    new RawJson('-0.0'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('9007199254740993'),
    new RawJson('-9007199254740993'),
    new RawJson('0.1e1'),
    new RawJson('1E2'),
    2147483647,
    2147483648,
    -2147483649,
    4294967296,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    -1,
    0,
    0.5,
    1.000000001,
    -0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
export const numericString = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-0',
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '１',
  '٣',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.0',
  '+1',
  '',
  ' ',
  '00012',
  '1e3',
  '-1',
  '2147483648',
  'null',
  'undefined',
  'true',
);

/** A value of any type that no field expects, or expects in another form. */
export const leafValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: extremeNumber },
  { weight: 2, arbitrary: numericString },
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);

/** Objects or arrays nested hundreds deep around a value. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 600 }), fc.constantFrom('array', 'object', 'mixed'), leafValue)
  .map(([depth, shape, inner]) => {
    let value: unknown = inner;
    for (let level = 0; level < depth; level += 1) {
      const asArray = shape === 'array' || (shape === 'mixed' && level % 2 === 0);
      value = asArray ? [value] : { a: value };
    }
    return value;
  });

/** Field names a schema does not know, including ones with meaning to JavaScript. */
export const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'userId',
    'hostId',
    'group',
    'isAdmin',
    '',
    ' ',
    '\u0000',
    '🍷',
  ),
  oddString,
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leafValue },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(oddKey, leafValue, { maxKeys: 4 }) },
);

type Path = (string | number)[];

/** Every place in a value where a mutation may go: the root, each key of an object, each item of an array. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((inner, index) => paths.push(...pathsOf(inner, [...prefix, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) paths.push(...pathsOf(inner, [...prefix, key]));
  }
  return paths;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (inner, step) => (inner !== null && typeof inner === 'object' ? (inner as Record<string | number, unknown>)[step] : undefined),
    value,
  );
}

/** A copy of `value` with the thing at `path` replaced (or removed, when `replacement` is the REMOVE marker). */
const REMOVE = Symbol('remove');
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(Number(step), 1);
    else copy[Number(step)] = setAt(copy[Number(step)], rest, replacement);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const name = String(step);
    const entries = Object.entries(value);
    if (rest.length === 0 && replacement === REMOVE) return Object.fromEntries(entries.filter(([key]) => key !== name));
    // defineProperty, so that a key such as __proto__ becomes a field rather than the prototype.
    const copy: Record<string, unknown> = Object.fromEntries(entries);
    Object.defineProperty(copy, name, {
      value: setAt(copy[name], rest, replacement),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  return replacement === REMOVE ? value : replacement;
}

type Mutation = (value: unknown) => unknown;

/** One change to a valid value, somewhere in it. */
function mutation(example: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(example);
  const leafPaths = paths.filter((path) => typeof getAt(example, path) === 'string');
  const containerPaths = paths.filter((path) => {
    const inner = getAt(example, path);
    return inner !== null && typeof inner === 'object';
  });
  const anyPath = fc.constantFrom(...paths);
  const options: fc.WeightedArbitrary<Mutation>[] = [
    // A wrong value anywhere, the whole body included.
    {
      weight: 2,
      arbitrary: fc.tuple(anyPath, badValue).map(
        ([path, bad]) =>
          (value: unknown) =>
            setAt(value, path, bad),
      ),
    },
  ];
  if (containerPaths.length > 0) {
    const containerPath = fc.constantFrom(...containerPaths);
    options.push(
      // A field the schema does not know (an extra item in an array).
      {
        weight: 1,
        arbitrary: fc.tuple(containerPath, oddKey, badValue).map(([path, key, bad]) => (value: unknown) => {
          const inner = getAt(value, path);
          return Array.isArray(inner) ? setAt(value, path, [...inner, bad]) : setAt(value, [...path, key], bad);
        }),
      },
      // An object or array wrapped in an array.
      { weight: 1, arbitrary: containerPath.map((path) => (value: unknown) => setAt(value, path, [getAt(value, path)])) },
    );
  }
  const fieldPaths = paths.filter((path) => path.length > 0);
  // A field left out.
  if (fieldPaths.length > 0) {
    options.push({ weight: 1, arbitrary: fc.constantFrom(...fieldPaths).map((path) => (value: unknown) => setAt(value, path, REMOVE)) });
  }
  if (leafPaths.length > 0) {
    const leafPath = fc.constantFrom(...leafPaths);
    options.push(
      // Odd characters put into valid text, so that the rest of the body stays valid and the text goes deep.
      {
        weight: 4,
        arbitrary: fc
          .tuple(leafPath, oddString, fc.constantFrom('append', 'prepend', 'replace'))
          .map(([path, odd, how]) => (value: unknown) => {
            const text = String(getAt(value, path));
            return setAt(value, path, how === 'append' ? `${text}${odd}` : how === 'prepend' ? `${odd}${text}` : odd);
          }),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(leafPath, hugeString).map(
          ([path, huge]) =>
            (value: unknown) =>
              setAt(value, path, huge),
        ),
      },
    );
  }
  return fc.oneof(...options);
}

/** A valid example changed in one or two places. */
export function mutatedExample(example: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(mutation(example), { minLength: 1, maxLength: 2 })
    .map((changes) => changes.reduce((value, change) => change(value), example));
}

/** Whole bodies of the wrong kind: arrays, scalars, deep nesting, broken JSON. */
export const wrongBody: fc.Arbitrary<unknown> = fc.oneof(
  badValue,
  fc.array(badValue, { maxLength: 4 }),
  fc.constantFrom(
    new RawJson('{'),
    new RawJson('{"a":1,}'),
    new RawJson('[1,2'),
    new RawJson("{'a':1}"),
    new RawJson('{"a":"\\ud800"}'),
    new RawJson('{"a":"\\u0000"}'),
    new RawJson('null'),
    new RawJson('{"a":1}{"b":2}'),
  ),
);

/** The fields of a valid example, each given a bad value or left out. */
export function scrambledFields(example: unknown): fc.Arbitrary<unknown> {
  const keys = example !== null && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : [];
  if (keys.length === 0) return fc.dictionary(oddKey, badValue, { maxKeys: 5 });
  return fc.record(Object.fromEntries(keys.map((key) => [key, badValue])), { requiredKeys: [] });
}

/** Bad JSON bodies for a route with a valid example: mostly the example changed, else wrong kinds and fields. */
export function badBodies(example: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedExample(example) },
    { weight: 2, arbitrary: wrongBody },
    { weight: 2, arbitrary: scrambledFields(example) },
  );
}

/** A path or query value that is broken below the level of text: malformed escapes, overlong UTF-8, encoded NUL. */
export const rawEscape = fc.constantFrom(
  '%',
  '%G1',
  '%ZZ',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%82',
  '%2F..%2F',
  '%25',
  '..',
  '%0A%0D',
);

/** Bad values for one path or query parameter: text, numbers as text, or raw escapes (marked `raw`). */
export function badParameter(example: string | undefined): fc.Arbitrary<string | { raw: string }> {
  const text: fc.Arbitrary<string> = fc.oneof(
    oddString,
    numericString,
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.integer({ min: 1_000, max: 4_000 }).map((length) => '9'.repeat(length)),
    ...(example === undefined ? [] : [oddString.map((odd) => `${example}${odd}`), oddString.map((odd) => `${odd}${example}`)]),
  );
  return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: rawEscape.map((raw) => ({ raw: `${example ?? ''}${raw}` })) });
}

/** What one generated value changes in a request: the params, the query or the JSON body. */
export interface RequestChange {
  params?: Record<string, string | number | { raw: string }>;
  query?: Record<string, string | string[] | { raw: string } | undefined>;
  json?: string;
}

/** One kind of bad input for a route, with as many runs as it gets. */
export interface InputChannel {
  channel: 'body' | 'query' | 'params';
  numRuns: number;
  arbitrary: fc.Arbitrary<unknown>;
  change(value: unknown): RequestChange;
}

export const RUNS = { body: 30, query: 20, params: 20 } as const;

/**
 * The bad inputs a route gets: JSON bodies on every POST (some routes read their form without a schema),
 * query strings where it declares one, path parameters where it has them. Each starts from the valid example.
 */
export function inputChannels(
  route: { method: string; querystring: boolean; params: boolean },
  example: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown },
): InputChannel[] {
  const channels: InputChannel[] = [];
  if (route.method === 'POST') {
    channels.push({
      channel: 'body',
      numRuns: RUNS.body,
      arbitrary: badBodies(example.body ?? {}),
      change: (value) => ({ json: toJsonText(value) }),
    });
  }
  if (route.querystring) {
    const query = example.query ?? {};
    const names = Object.keys(query);
    const arbitrary = fc.oneof(
      // Each known parameter bad, repeated or left out.
      fc.record(
        Object.fromEntries(
          names.map((name) => [name, fc.oneof(badParameter(query[name]), fc.array(fc.string(), { minLength: 2, maxLength: 3 }))]),
        ),
        { requiredKeys: [] },
      ),
      // Unknown parameters beside the valid ones.
      fc
        .dictionary(
          oddKey.filter((name) => name !== ''),
          badParameter(undefined),
          { minKeys: 1, maxKeys: 3 },
        )
        .map((extra) => ({ ...query, ...extra })),
    );
    channels.push({ channel: 'query', numRuns: RUNS.query, arbitrary, change: (value) => ({ query: value as RequestChange['query'] }) });
  }
  if (route.params) {
    const params = example.params ?? {};
    const arbitrary = fc.record(Object.fromEntries(Object.keys(params).map((name) => [name, badParameter(String(params[name]))])));
    channels.push({
      channel: 'params',
      numRuns: RUNS.params,
      arbitrary,
      change: (value) => ({ params: value as RequestChange['params'] }),
    });
  }
  return channels;
}
