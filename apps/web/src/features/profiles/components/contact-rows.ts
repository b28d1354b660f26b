import { TITLES } from '@trg/contract/lists/options';
import { CALLING_CODE_OPTIONS, formatPhone } from '@trg/contract/lists/calling-codes';
import { COUNTRIES, countryName } from '@trg/contract/lists/countries';
import { optionsOf } from '../../../components/ui/field.tsx';
import type { ProfileRowProps } from './profile-row.tsx';

/** The parts of both profiles that are about the person: the names and contact details. */
export interface ContactDetails {
  first_name: string;
  last_name: string;
  email: string;
  title: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  address: string | null;
  city: string | null;
  zip_code: string | null;
  countrySelect: string | null;
}

export type RowConfig = Omit<ProfileRowProps, 'validate' | 'save'>;

export const NOT_GIVEN = 'Not given';
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

export function phoneText(code: string | null, phone: string | null): string {
  if (!phone) return NOT_GIVEN;
  return code ? formatPhone(code, phone) : phone;
}

/**
 * The rows both profiles share, named under the profile's prefix ('member' or 'professional'):
 * title, name, email, phone number (calling code and number) and address.
 */
export function contactRows(prefix: 'member' | 'professional', details: ContactDetails, captions: { email?: string; phone?: string } = {}) {
  const field = (name: string) => `${prefix}.${name}`;
  const title: RowConfig = {
    label: 'Title',
    display: details.title ?? NOT_GIVEN,
    values: { [field('title')]: details.title ?? '' },
    fields: [{ name: field('title'), label: 'Title', type: 'select', options: optionsOf(TITLES), placeholder: 'No title' }],
  };
  const name: RowConfig = {
    label: prefix === 'member' ? 'Name' : 'Contact',
    display: `${details.first_name} ${details.last_name}`.trim() || NOT_GIVEN,
    values: { first_name: details.first_name, last_name: details.last_name },
    fields: [
      { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: 150 },
      { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: 150 },
    ],
  };
  const email: RowConfig = {
    label: 'Email',
    caption: captions.email,
    display: details.email,
    values: { email: details.email },
    fields: [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', maxLength: 254 }],
  };
  const phone: RowConfig = {
    label: 'Phone Number',
    caption: captions.phone,
    display: phoneText(details.phoneCountryCode, details.phone),
    values: { [field('phoneCountryCode')]: details.phoneCountryCode ?? '', [field('phone')]: details.phone ?? '' },
    fields: [
      {
        name: field('phoneCountryCode'),
        label: 'Calling code',
        type: 'select',
        options: CALLING_CODE_OPTIONS,
        placeholder: 'Choose a calling code',
      },
      { name: field('phone'), label: 'Phone number', type: 'tel', autoComplete: 'tel-national', maxLength: 20 },
    ],
  };
  const address: RowConfig = {
    label: 'Address',
    display:
      [details.address, details.city, details.zip_code, details.countrySelect ? countryName(details.countrySelect) : null]
        .filter(Boolean)
        .join(', ') || NOT_GIVEN,
    values: {
      [field('address')]: details.address ?? '',
      [field('city')]: details.city ?? '',
      [field('zip_code')]: details.zip_code ?? '',
      [field('countrySelect')]: details.countrySelect ?? '',
    },
    fields: [
      { name: field('address'), label: 'Address', type: 'text', autoComplete: 'street-address', maxLength: 200 },
      { name: field('city'), label: 'City', type: 'text', autoComplete: 'address-level2', maxLength: 100 },
      { name: field('zip_code'), label: 'Postcode', type: 'text', autoComplete: 'postal-code', maxLength: 20 },
      { name: field('countrySelect'), label: 'Country', type: 'select', options: COUNTRY_OPTIONS, placeholder: 'Choose a country' },
    ],
  };
  return { title, name, email, phone, address };
}
