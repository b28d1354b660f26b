export interface Currency {
  readonly code: string;
  readonly name: string;
  /** The common symbol, or the code itself when the currency has none in general use. */
  readonly symbol: string;
  /** ISO 4217 minor-unit exponent: 2 means 100 minor units to the major unit. */
  readonly minorUnits: number;
}

// ISO 4217 List One, circulating currencies only: fund codes (BOV, CHE, CLF, ...), precious
// metals, SDR-style units and test codes are left out because nothing can be priced in them.
// Withdrawn codes (ANG, BGN, CUC, HRK, SLL, ZWL) are gone; XCG and ZWG replace ANG and ZWL.
export const CURRENCIES = [
  { code: 'AED', name: 'UAE dirham', symbol: 'د.إ', minorUnits: 2 },
  { code: 'AFN', name: 'Afghan afghani', symbol: '؋', minorUnits: 2 },
  { code: 'ALL', name: 'Albanian lek', symbol: 'L', minorUnits: 2 },
  { code: 'AMD', name: 'Armenian dram', symbol: '֏', minorUnits: 2 },
  { code: 'AOA', name: 'Angolan kwanza', symbol: 'Kz', minorUnits: 2 },
  { code: 'ARS', name: 'Argentine peso', symbol: '$', minorUnits: 2 },
  { code: 'AUD', name: 'Australian dollar', symbol: 'A$', minorUnits: 2 },
  { code: 'AWG', name: 'Aruban florin', symbol: 'ƒ', minorUnits: 2 },
  { code: 'AZN', name: 'Azerbaijani manat', symbol: '₼', minorUnits: 2 },
  { code: 'BAM', name: 'Bosnia and Herzegovina convertible mark', symbol: 'KM', minorUnits: 2 },
  { code: 'BBD', name: 'Barbados dollar', symbol: 'Bds$', minorUnits: 2 },
  { code: 'BDT', name: 'Bangladeshi taka', symbol: '৳', minorUnits: 2 },
  { code: 'BHD', name: 'Bahraini dinar', symbol: 'BD', minorUnits: 3 },
  { code: 'BIF', name: 'Burundian franc', symbol: 'FBu', minorUnits: 0 },
  { code: 'BMD', name: 'Bermudian dollar', symbol: 'BD$', minorUnits: 2 },
  { code: 'BND', name: 'Brunei dollar', symbol: 'B$', minorUnits: 2 },
  { code: 'BOB', name: 'Boliviano', symbol: 'Bs', minorUnits: 2 },
  { code: 'BRL', name: 'Brazilian real', symbol: 'R$', minorUnits: 2 },
  { code: 'BSD', name: 'Bahamian dollar', symbol: 'BS$', minorUnits: 2 },
  { code: 'BTN', name: 'Bhutanese ngultrum', symbol: 'Nu.', minorUnits: 2 },
  { code: 'BWP', name: 'Botswana pula', symbol: 'P', minorUnits: 2 },
  { code: 'BYN', name: 'Belarusian ruble', symbol: 'Br', minorUnits: 2 },
  { code: 'BZD', name: 'Belize dollar', symbol: 'BZ$', minorUnits: 2 },
  { code: 'CAD', name: 'Canadian dollar', symbol: 'CA$', minorUnits: 2 },
  { code: 'CDF', name: 'Congolese franc', symbol: 'FC', minorUnits: 2 },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF', minorUnits: 2 },
  { code: 'CLP', name: 'Chilean peso', symbol: '$', minorUnits: 0 },
  { code: 'CNY', name: 'Chinese yuan renminbi', symbol: '¥', minorUnits: 2 },
  { code: 'COP', name: 'Colombian peso', symbol: '$', minorUnits: 2 },
  { code: 'CRC', name: 'Costa Rican colón', symbol: '₡', minorUnits: 2 },
  { code: 'CUP', name: 'Cuban peso', symbol: '$', minorUnits: 2 },
  { code: 'CVE', name: 'Cape Verdean escudo', symbol: 'Esc', minorUnits: 2 },
  { code: 'CZK', name: 'Czech koruna', symbol: 'Kč', minorUnits: 2 },
  { code: 'DJF', name: 'Djiboutian franc', symbol: 'Fdj', minorUnits: 0 },
  { code: 'DKK', name: 'Danish krone', symbol: 'kr', minorUnits: 2 },
  { code: 'DOP', name: 'Dominican peso', symbol: 'RD$', minorUnits: 2 },
  { code: 'DZD', name: 'Algerian dinar', symbol: 'DA', minorUnits: 2 },
  { code: 'EGP', name: 'Egyptian pound', symbol: 'E£', minorUnits: 2 },
  { code: 'ERN', name: 'Eritrean nakfa', symbol: 'Nfk', minorUnits: 2 },
  { code: 'ETB', name: 'Ethiopian birr', symbol: 'Br', minorUnits: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2 },
  { code: 'FJD', name: 'Fiji dollar', symbol: 'FJ$', minorUnits: 2 },
  { code: 'FKP', name: 'Falkland Islands pound', symbol: '£', minorUnits: 2 },
  { code: 'GBP', name: 'Pound sterling', symbol: '£', minorUnits: 2 },
  { code: 'GEL', name: 'Georgian lari', symbol: '₾', minorUnits: 2 },
  { code: 'GHS', name: 'Ghanaian cedi', symbol: 'GH₵', minorUnits: 2 },
  { code: 'GIP', name: 'Gibraltar pound', symbol: '£', minorUnits: 2 },
  { code: 'GMD', name: 'Gambian dalasi', symbol: 'D', minorUnits: 2 },
  { code: 'GNF', name: 'Guinean franc', symbol: 'FG', minorUnits: 0 },
  { code: 'GTQ', name: 'Guatemalan quetzal', symbol: 'Q', minorUnits: 2 },
  { code: 'GYD', name: 'Guyanese dollar', symbol: 'G$', minorUnits: 2 },
  { code: 'HKD', name: 'Hong Kong dollar', symbol: 'HK$', minorUnits: 2 },
  { code: 'HNL', name: 'Honduran lempira', symbol: 'L', minorUnits: 2 },
  { code: 'HTG', name: 'Haitian gourde', symbol: 'G', minorUnits: 2 },
  { code: 'HUF', name: 'Hungarian forint', symbol: 'Ft', minorUnits: 2 },
  { code: 'IDR', name: 'Indonesian rupiah', symbol: 'Rp', minorUnits: 2 },
  { code: 'ILS', name: 'Israeli new shekel', symbol: '₪', minorUnits: 2 },
  { code: 'INR', name: 'Indian rupee', symbol: '₹', minorUnits: 2 },
  { code: 'IQD', name: 'Iraqi dinar', symbol: 'IQD', minorUnits: 3 },
  { code: 'IRR', name: 'Iranian rial', symbol: '﷼', minorUnits: 2 },
  { code: 'ISK', name: 'Icelandic króna', symbol: 'kr', minorUnits: 0 },
  { code: 'JMD', name: 'Jamaican dollar', symbol: 'J$', minorUnits: 2 },
  { code: 'JOD', name: 'Jordanian dinar', symbol: 'JD', minorUnits: 3 },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥', minorUnits: 0 },
  { code: 'KES', name: 'Kenyan shilling', symbol: 'KSh', minorUnits: 2 },
  { code: 'KGS', name: 'Kyrgyzstani som', symbol: 'KGS', minorUnits: 2 },
  { code: 'KHR', name: 'Cambodian riel', symbol: '៛', minorUnits: 2 },
  { code: 'KMF', name: 'Comorian franc', symbol: 'CF', minorUnits: 0 },
  { code: 'KPW', name: 'North Korean won', symbol: '₩', minorUnits: 2 },
  { code: 'KRW', name: 'South Korean won', symbol: '₩', minorUnits: 0 },
  { code: 'KWD', name: 'Kuwaiti dinar', symbol: 'KD', minorUnits: 3 },
  { code: 'KYD', name: 'Cayman Islands dollar', symbol: 'CI$', minorUnits: 2 },
  { code: 'KZT', name: 'Kazakhstani tenge', symbol: '₸', minorUnits: 2 },
  { code: 'LAK', name: 'Lao kip', symbol: '₭', minorUnits: 2 },
  { code: 'LBP', name: 'Lebanese pound', symbol: 'LL', minorUnits: 2 },
  { code: 'LKR', name: 'Sri Lankan rupee', symbol: 'Rs', minorUnits: 2 },
  { code: 'LRD', name: 'Liberian dollar', symbol: 'L$', minorUnits: 2 },
  { code: 'LSL', name: 'Lesotho loti', symbol: 'L', minorUnits: 2 },
  { code: 'LYD', name: 'Libyan dinar', symbol: 'LD', minorUnits: 3 },
  { code: 'MAD', name: 'Moroccan dirham', symbol: 'DH', minorUnits: 2 },
  { code: 'MDL', name: 'Moldovan leu', symbol: 'L', minorUnits: 2 },
  { code: 'MGA', name: 'Malagasy ariary', symbol: 'Ar', minorUnits: 2 },
  { code: 'MKD', name: 'Macedonian denar', symbol: 'ден', minorUnits: 2 },
  { code: 'MMK', name: 'Myanmar kyat', symbol: 'K', minorUnits: 2 },
  { code: 'MNT', name: 'Mongolian tögrög', symbol: '₮', minorUnits: 2 },
  { code: 'MOP', name: 'Macanese pataca', symbol: 'MOP$', minorUnits: 2 },
  { code: 'MRU', name: 'Mauritanian ouguiya', symbol: 'UM', minorUnits: 2 },
  { code: 'MUR', name: 'Mauritian rupee', symbol: 'Rs', minorUnits: 2 },
  { code: 'MVR', name: 'Maldivian rufiyaa', symbol: 'Rf', minorUnits: 2 },
  { code: 'MWK', name: 'Malawian kwacha', symbol: 'MK', minorUnits: 2 },
  { code: 'MXN', name: 'Mexican peso', symbol: 'MX$', minorUnits: 2 },
  { code: 'MYR', name: 'Malaysian ringgit', symbol: 'RM', minorUnits: 2 },
  { code: 'MZN', name: 'Mozambican metical', symbol: 'MT', minorUnits: 2 },
  { code: 'NAD', name: 'Namibian dollar', symbol: 'N$', minorUnits: 2 },
  { code: 'NGN', name: 'Nigerian naira', symbol: '₦', minorUnits: 2 },
  { code: 'NIO', name: 'Nicaraguan córdoba', symbol: 'C$', minorUnits: 2 },
  { code: 'NOK', name: 'Norwegian krone', symbol: 'kr', minorUnits: 2 },
  { code: 'NPR', name: 'Nepalese rupee', symbol: 'Rs', minorUnits: 2 },
  { code: 'NZD', name: 'New Zealand dollar', symbol: 'NZ$', minorUnits: 2 },
  { code: 'OMR', name: 'Omani rial', symbol: 'OMR', minorUnits: 3 },
  { code: 'PAB', name: 'Panamanian balboa', symbol: 'B/.', minorUnits: 2 },
  { code: 'PEN', name: 'Peruvian sol', symbol: 'S/', minorUnits: 2 },
  { code: 'PGK', name: 'Papua New Guinean kina', symbol: 'K', minorUnits: 2 },
  { code: 'PHP', name: 'Philippine peso', symbol: '₱', minorUnits: 2 },
  { code: 'PKR', name: 'Pakistani rupee', symbol: 'Rs', minorUnits: 2 },
  { code: 'PLN', name: 'Polish złoty', symbol: 'zł', minorUnits: 2 },
  { code: 'PYG', name: 'Paraguayan guaraní', symbol: '₲', minorUnits: 0 },
  { code: 'QAR', name: 'Qatari riyal', symbol: 'QR', minorUnits: 2 },
  { code: 'RON', name: 'Romanian leu', symbol: 'lei', minorUnits: 2 },
  { code: 'RSD', name: 'Serbian dinar', symbol: 'дин.', minorUnits: 2 },
  { code: 'RUB', name: 'Russian ruble', symbol: '₽', minorUnits: 2 },
  { code: 'RWF', name: 'Rwandan franc', symbol: 'FRw', minorUnits: 0 },
  { code: 'SAR', name: 'Saudi riyal', symbol: 'SR', minorUnits: 2 },
  { code: 'SBD', name: 'Solomon Islands dollar', symbol: 'SI$', minorUnits: 2 },
  { code: 'SCR', name: 'Seychelles rupee', symbol: 'SRe', minorUnits: 2 },
  { code: 'SDG', name: 'Sudanese pound', symbol: 'SDG', minorUnits: 2 },
  { code: 'SEK', name: 'Swedish krona', symbol: 'kr', minorUnits: 2 },
  { code: 'SGD', name: 'Singapore dollar', symbol: 'S$', minorUnits: 2 },
  { code: 'SHP', name: 'Saint Helena pound', symbol: '£', minorUnits: 2 },
  { code: 'SLE', name: 'Sierra Leonean leone', symbol: 'Le', minorUnits: 2 },
  { code: 'SOS', name: 'Somali shilling', symbol: 'Sh.So.', minorUnits: 2 },
  { code: 'SRD', name: 'Surinamese dollar', symbol: 'Sr$', minorUnits: 2 },
  { code: 'SSP', name: 'South Sudanese pound', symbol: 'SS£', minorUnits: 2 },
  { code: 'STN', name: 'São Tomé and Príncipe dobra', symbol: 'Db', minorUnits: 2 },
  { code: 'SVC', name: 'Salvadoran colón', symbol: '₡', minorUnits: 2 },
  { code: 'SYP', name: 'Syrian pound', symbol: 'LS', minorUnits: 2 },
  { code: 'SZL', name: 'Swazi lilangeni', symbol: 'E', minorUnits: 2 },
  { code: 'THB', name: 'Thai baht', symbol: '฿', minorUnits: 2 },
  { code: 'TJS', name: 'Tajikistani somoni', symbol: 'SM', minorUnits: 2 },
  { code: 'TMT', name: 'Turkmenistan manat', symbol: 'm', minorUnits: 2 },
  { code: 'TND', name: 'Tunisian dinar', symbol: 'DT', minorUnits: 3 },
  { code: 'TOP', name: 'Tongan paʻanga', symbol: 'T$', minorUnits: 2 },
  { code: 'TRY', name: 'Turkish lira', symbol: '₺', minorUnits: 2 },
  { code: 'TTD', name: 'Trinidad and Tobago dollar', symbol: 'TT$', minorUnits: 2 },
  { code: 'TWD', name: 'New Taiwan dollar', symbol: 'NT$', minorUnits: 2 },
  { code: 'TZS', name: 'Tanzanian shilling', symbol: 'TSh', minorUnits: 2 },
  { code: 'UAH', name: 'Ukrainian hryvnia', symbol: '₴', minorUnits: 2 },
  { code: 'UGX', name: 'Ugandan shilling', symbol: 'USh', minorUnits: 0 },
  { code: 'USD', name: 'US dollar', symbol: '$', minorUnits: 2 },
  { code: 'UYU', name: 'Uruguayan peso', symbol: '$U', minorUnits: 2 },
  { code: 'UZS', name: 'Uzbekistani sum', symbol: 'UZS', minorUnits: 2 },
  { code: 'VED', name: 'Venezuelan bolívar digital', symbol: 'Bs.D', minorUnits: 2 },
  { code: 'VES', name: 'Venezuelan bolívar soberano', symbol: 'Bs.S', minorUnits: 2 },
  { code: 'VND', name: 'Vietnamese đồng', symbol: '₫', minorUnits: 0 },
  { code: 'VUV', name: 'Vanuatu vatu', symbol: 'VT', minorUnits: 0 },
  { code: 'WST', name: 'Samoan tālā', symbol: 'WS$', minorUnits: 2 },
  { code: 'XAF', name: 'Central African CFA franc', symbol: 'FCFA', minorUnits: 0 },
  { code: 'XCD', name: 'East Caribbean dollar', symbol: 'EC$', minorUnits: 2 },
  { code: 'XCG', name: 'Caribbean guilder', symbol: 'Cg', minorUnits: 2 },
  { code: 'XOF', name: 'West African CFA franc', symbol: 'CFA', minorUnits: 0 },
  { code: 'XPF', name: 'CFP franc', symbol: 'XPF', minorUnits: 0 },
  { code: 'YER', name: 'Yemeni rial', symbol: 'YER', minorUnits: 2 },
  { code: 'ZAR', name: 'South African rand', symbol: 'R', minorUnits: 2 },
  { code: 'ZMW', name: 'Zambian kwacha', symbol: 'ZK', minorUnits: 2 },
  { code: 'ZWG', name: 'Zimbabwe Gold', symbol: 'ZiG', minorUnits: 2 },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const REDUCED_CURRENCIES = ['GBP', 'EUR', 'USD', 'ZAR'] as const;
export type ReducedCurrencyCode = (typeof REDUCED_CURRENCIES)[number];

export const CURRENCY_CODES: ReadonlySet<string> = new Set<string>(CURRENCIES.map((c) => c.code));

const BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCY_CODES.has(value);
}

/** The currency's symbol; an unknown code is shown as itself. */
export function currencySymbol(code: string): string {
  return findCurrency(code)?.symbol ?? code.trim().toUpperCase();
}

/** Decimal places of the currency's minor unit; unknown codes get 2, the ISO 4217 norm. */
export function minorUnits(code: string): number {
  return findCurrency(code)?.minorUnits ?? 2;
}
