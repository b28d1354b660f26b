export interface TimeZone {
  readonly label: string;
  /** The short offset label inside the brackets: 'GMT', 'GMT+01:00', 'GMT-05:30'. */
  readonly offset: string;
}

// Standard-time (non-daylight) offsets, as in the spec's Windows-style picker; a zero offset is written plain 'GMT'.
// Items keep IANA zones (european-countries.ts maps a label to one); a client of the spec's API may still send these.
const LABELS = [
  '(GMT-12:00) International Date Line West',
  '(GMT-11:00) Midway Island, American Samoa',
  '(GMT-10:00) Hawaii',
  '(GMT-09:00) Alaska',
  '(GMT-08:00) Pacific Time (US & Canada)',
  '(GMT-08:00) Tijuana, Baja California',
  '(GMT-07:00) Arizona',
  '(GMT-07:00) La Paz, Mazatlan',
  '(GMT-07:00) Mountain Time (US & Canada)',
  '(GMT-06:00) Central America',
  '(GMT-06:00) Central Time (US & Canada)',
  '(GMT-06:00) Guadalajara, Mexico City, Monterrey',
  '(GMT-06:00) Saskatchewan',
  '(GMT-05:00) Bogota, Lima, Quito, Rio Branco',
  '(GMT-05:00) Cancun',
  '(GMT-05:00) Eastern Time (US & Canada)',
  '(GMT-05:00) Indiana (East)',
  '(GMT-04:00) Atlantic Time (Canada)',
  '(GMT-04:00) Caracas',
  '(GMT-04:00) Georgetown, La Paz, San Juan',
  '(GMT-04:00) Manaus, Cuiaba',
  '(GMT-04:00) Santiago',
  '(GMT-03:30) Newfoundland',
  '(GMT-03:00) Asuncion',
  '(GMT-03:00) Brasilia',
  '(GMT-03:00) Buenos Aires',
  '(GMT-03:00) Cayenne, Fortaleza',
  '(GMT-03:00) Montevideo',
  '(GMT-02:00) Greenland',
  '(GMT-02:00) Mid-Atlantic',
  '(GMT-01:00) Azores',
  '(GMT-01:00) Cape Verde Is.',
  '(GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London',
  '(GMT) Monrovia, Reykjavik',
  '(GMT+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
  '(GMT+01:00) Belgrade, Bratislava, Budapest, Ljubljana, Prague',
  '(GMT+01:00) Brussels, Copenhagen, Madrid, Paris',
  '(GMT+01:00) Casablanca',
  '(GMT+01:00) Sarajevo, Skopje, Warsaw, Zagreb',
  '(GMT+01:00) West Central Africa',
  '(GMT+02:00) Athens, Bucharest',
  '(GMT+02:00) Beirut',
  '(GMT+02:00) Cairo',
  '(GMT+02:00) Harare, Pretoria',
  '(GMT+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius',
  '(GMT+02:00) Jerusalem',
  '(GMT+02:00) Kaliningrad',
  '(GMT+02:00) Windhoek',
  '(GMT+03:00) Amman',
  '(GMT+03:00) Baghdad',
  '(GMT+03:00) Istanbul',
  '(GMT+03:00) Kuwait, Riyadh',
  '(GMT+03:00) Minsk',
  '(GMT+03:00) Moscow, St. Petersburg, Volgograd',
  '(GMT+03:00) Nairobi',
  '(GMT+03:30) Tehran',
  '(GMT+04:00) Abu Dhabi, Muscat',
  '(GMT+04:00) Baku',
  '(GMT+04:00) Samara, Izhevsk',
  '(GMT+04:00) Tbilisi',
  '(GMT+04:00) Yerevan',
  '(GMT+04:30) Kabul',
  '(GMT+05:00) Astana, Almaty',
  '(GMT+05:00) Ekaterinburg',
  '(GMT+05:00) Islamabad, Karachi',
  '(GMT+05:00) Tashkent',
  '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi',
  '(GMT+05:30) Sri Jayawardenepura',
  '(GMT+05:45) Kathmandu',
  '(GMT+06:00) Dhaka',
  '(GMT+06:30) Yangon (Rangoon)',
  '(GMT+07:00) Bangkok, Hanoi, Jakarta',
  '(GMT+07:00) Krasnoyarsk',
  '(GMT+07:00) Novosibirsk',
  '(GMT+08:00) Beijing, Chongqing, Hong Kong, Urumqi',
  '(GMT+08:00) Irkutsk',
  '(GMT+08:00) Kuala Lumpur, Singapore',
  '(GMT+08:00) Perth',
  '(GMT+08:00) Taipei',
  '(GMT+08:00) Ulaanbaatar',
  '(GMT+09:00) Osaka, Sapporo, Tokyo',
  '(GMT+09:00) Seoul',
  '(GMT+09:00) Yakutsk',
  '(GMT+09:30) Adelaide',
  '(GMT+09:30) Darwin',
  '(GMT+10:00) Brisbane',
  '(GMT+10:00) Canberra, Melbourne, Sydney',
  '(GMT+10:00) Guam, Port Moresby',
  '(GMT+10:00) Hobart',
  '(GMT+10:00) Vladivostok',
  '(GMT+11:00) Magadan',
  '(GMT+11:00) Solomon Is., New Caledonia',
  '(GMT+12:00) Auckland, Wellington',
  '(GMT+12:00) Fiji, Kamchatka, Marshall Is.',
  '(GMT+12:45) Chatham Islands',
  "(GMT+13:00) Nuku'alofa",
  '(GMT+13:00) Samoa',
  '(GMT+14:00) Kiritimati Island',
] as const;

export type TimeZoneLabel = (typeof LABELS)[number];

/** The text inside the label's leading brackets, e.g. '(GMT+01:00) Paris' -> 'GMT+01:00'. */
export function offsetFromLabel(label: string): string | undefined {
  const content = /^\s*\(([^()]+)\)/.exec(label)?.[1]?.trim();
  return content || undefined;
}

function toTimeZone(label: string): TimeZone {
  const offset = offsetFromLabel(label);
  if (offset === undefined) throw new Error(`Time-zone label without an offset: ${label}`);
  return { label, offset };
}

export const TIME_ZONES: readonly TimeZone[] = LABELS.map(toTimeZone);

export const TIME_ZONE_OFFSETS: ReadonlySet<string> = new Set(TIME_ZONES.map((z) => z.offset));

/** The zone of an item whose host has not chosen one: Coordinated Universal Time, written 'GMT' on the wire. */
export const DEFAULT_TIME_ZONE = 'Etc/UTC';

export function isTimeZoneOffset(value: string): boolean {
  return TIME_ZONE_OFFSETS.has(value);
}
