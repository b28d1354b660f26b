import { COUNTRIES } from './countries.ts';
import type { CountryCode } from './countries.ts';

export interface CallingCode {
  readonly country: CountryCode;
  readonly name: string;
  readonly dialCode: string;
}

// E.164 country codes only: North American Numbering Plan members all share +1 (the area
// code belongs to the national number), and territories that have no public numbering
// plan of their own (BV, HM, TF, UM) are left out.
const DIAL_CODES: Partial<Record<CountryCode, string>> = {
  AF: '+93',
  AX: '+358',
  AL: '+355',
  DZ: '+213',
  AS: '+1',
  AD: '+376',
  AO: '+244',
  AI: '+1',
  AQ: '+672',
  AG: '+1',
  AR: '+54',
  AM: '+374',
  AW: '+297',
  AU: '+61',
  AT: '+43',
  AZ: '+994',
  BS: '+1',
  BH: '+973',
  BD: '+880',
  BB: '+1',
  BY: '+375',
  BE: '+32',
  BZ: '+501',
  BJ: '+229',
  BM: '+1',
  BT: '+975',
  BO: '+591',
  BQ: '+599',
  BA: '+387',
  BW: '+267',
  BR: '+55',
  IO: '+246',
  BN: '+673',
  BG: '+359',
  BF: '+226',
  BI: '+257',
  CV: '+238',
  KH: '+855',
  CM: '+237',
  CA: '+1',
  KY: '+1',
  CF: '+236',
  TD: '+235',
  CL: '+56',
  CN: '+86',
  CX: '+61',
  CC: '+61',
  CO: '+57',
  KM: '+269',
  CG: '+242',
  CD: '+243',
  CK: '+682',
  CR: '+506',
  CI: '+225',
  HR: '+385',
  CU: '+53',
  CW: '+599',
  CY: '+357',
  CZ: '+420',
  DK: '+45',
  DJ: '+253',
  DM: '+1',
  DO: '+1',
  EC: '+593',
  EG: '+20',
  SV: '+503',
  GQ: '+240',
  ER: '+291',
  EE: '+372',
  SZ: '+268',
  ET: '+251',
  FK: '+500',
  FO: '+298',
  FJ: '+679',
  FI: '+358',
  FR: '+33',
  GF: '+594',
  PF: '+689',
  GA: '+241',
  GM: '+220',
  GE: '+995',
  DE: '+49',
  GH: '+233',
  GI: '+350',
  GR: '+30',
  GL: '+299',
  GD: '+1',
  GP: '+590',
  GU: '+1',
  GT: '+502',
  GG: '+44',
  GN: '+224',
  GW: '+245',
  GY: '+592',
  HT: '+509',
  VA: '+39',
  HN: '+504',
  HK: '+852',
  HU: '+36',
  IS: '+354',
  IN: '+91',
  ID: '+62',
  IR: '+98',
  IQ: '+964',
  IE: '+353',
  IM: '+44',
  IL: '+972',
  IT: '+39',
  JM: '+1',
  JP: '+81',
  JE: '+44',
  JO: '+962',
  KZ: '+7',
  KE: '+254',
  KI: '+686',
  KW: '+965',
  KG: '+996',
  LA: '+856',
  LV: '+371',
  LB: '+961',
  LS: '+266',
  LR: '+231',
  LY: '+218',
  LI: '+423',
  LT: '+370',
  LU: '+352',
  MO: '+853',
  MG: '+261',
  MW: '+265',
  MY: '+60',
  MV: '+960',
  ML: '+223',
  MT: '+356',
  MH: '+692',
  MQ: '+596',
  MR: '+222',
  MU: '+230',
  YT: '+262',
  MX: '+52',
  FM: '+691',
  MD: '+373',
  MC: '+377',
  MN: '+976',
  ME: '+382',
  MS: '+1',
  MA: '+212',
  MZ: '+258',
  MM: '+95',
  NA: '+264',
  NR: '+674',
  NP: '+977',
  NL: '+31',
  NC: '+687',
  NZ: '+64',
  NI: '+505',
  NE: '+227',
  NG: '+234',
  NU: '+683',
  NF: '+672',
  KP: '+850',
  MK: '+389',
  MP: '+1',
  NO: '+47',
  OM: '+968',
  PK: '+92',
  PW: '+680',
  PS: '+970',
  PA: '+507',
  PG: '+675',
  PY: '+595',
  PE: '+51',
  PH: '+63',
  PN: '+64',
  PL: '+48',
  PT: '+351',
  PR: '+1',
  QA: '+974',
  RE: '+262',
  RO: '+40',
  RU: '+7',
  RW: '+250',
  BL: '+590',
  SH: '+290',
  KN: '+1',
  LC: '+1',
  MF: '+590',
  PM: '+508',
  VC: '+1',
  WS: '+685',
  SM: '+378',
  ST: '+239',
  SA: '+966',
  SN: '+221',
  RS: '+381',
  SC: '+248',
  SL: '+232',
  SG: '+65',
  SX: '+1',
  SK: '+421',
  SI: '+386',
  SB: '+677',
  SO: '+252',
  ZA: '+27',
  GS: '+500',
  KR: '+82',
  SS: '+211',
  ES: '+34',
  LK: '+94',
  SD: '+249',
  SR: '+597',
  SJ: '+47',
  SE: '+46',
  CH: '+41',
  SY: '+963',
  TW: '+886',
  TJ: '+992',
  TZ: '+255',
  TH: '+66',
  TL: '+670',
  TG: '+228',
  TK: '+690',
  TO: '+676',
  TT: '+1',
  TN: '+216',
  TR: '+90',
  TM: '+993',
  TC: '+1',
  TV: '+688',
  UG: '+256',
  UA: '+380',
  AE: '+971',
  GB: '+44',
  US: '+1',
  UY: '+598',
  UZ: '+998',
  VU: '+678',
  VE: '+58',
  VN: '+84',
  VG: '+1',
  VI: '+1',
  WF: '+681',
  EH: '+212',
  YE: '+967',
  ZM: '+260',
  ZW: '+263',
};

/** One entry per country that has a calling code, in the same (English name) order as COUNTRIES. */
export const CALLING_CODES: readonly CallingCode[] = COUNTRIES.flatMap((c): CallingCode[] => {
  const dialCode = DIAL_CODES[c.code];
  return dialCode ? [{ country: c.code, name: c.name, dialCode }] : [];
});

const DIAL_CODE_SET: ReadonlySet<string> = new Set(CALLING_CODES.map((c) => c.dialCode));
const DIAL_CODE_BY_COUNTRY: ReadonlyMap<string, string> = new Map(CALLING_CODES.map((c) => [c.country, c.dialCode]));

function normaliseDialCode(value: string): string {
  const digits = value.trim().replace(/^\+/, '');
  return `+${digits}`;
}

/** True for a known calling code, with or without the leading '+' ('+44' or '44'). */
export function isCallingCode(value: string): boolean {
  if (!/^\+?\d{1,4}$/.test(value.trim())) return false;
  return DIAL_CODE_SET.has(normaliseDialCode(value));
}

/** The calling code for a two-letter country code, e.g. 'GB' -> '+44'. */
export function dialCodeFor(country: string): string | undefined {
  return DIAL_CODE_BY_COUNTRY.get(country.trim().toUpperCase());
}

/**
 * '+44' and '07700 900123' -> '+44 7700 900123'. Exactly one leading zero is dropped because
 * that is the national trunk prefix; any further zeros belong to the number itself.
 */
export function formatPhone(dialCode: string, number: string): string {
  const national = number.trim().replace(/^0/, '');
  const code = normaliseDialCode(dialCode);
  return national ? `${code} ${national}` : code;
}

export interface CallingCodeOption {
  readonly value: string;
  readonly label: string;
}

// Shared codes are named by their best-known countries first, where they would otherwise sort out of sight.
const SHARED_CODE_NAMES: Readonly<Record<string, string>> = {
  '+1': 'United States, Canada and others',
  '+44': 'United Kingdom, Guernsey, Isle of Man, Jersey',
  '+358': 'Finland / Åland Islands',
  '+39': 'Italy / Holy See (Vatican City)',
  '+262': 'Réunion / Mayotte',
};

/**
 * One choice per calling code, for a select whose value is the code itself ('+44'): named after its
 * countries ("France (+33)", "Norway / Svalbard and Jan Mayen (+47)"), in order of those names.
 */
export const CALLING_CODE_OPTIONS: readonly CallingCodeOption[] = (() => {
  const names = new Map<string, string[]>();
  for (const entry of CALLING_CODES) names.set(entry.dialCode, [...(names.get(entry.dialCode) ?? []), entry.name]);
  return [...names.entries()]
    .map(([code, countries]) => ({ value: code, label: `${SHARED_CODE_NAMES[code] ?? countries.join(' / ')} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
})();
