import type { BusinessProfile, MemberProfile } from '@trg/contract/profiles';
import { imageUrl } from '../media/index.ts';
import type { ProfileChanges, StoredProfile } from './service.ts';
import type { ProfileDetails, ProfileRow } from './schema.ts';

export type ProfilePrefix = 'member' | 'professional';

// The spec's field names (after the `member.` or `professional.` prefix) and the columns behind them.
const DETAIL_COLUMNS = {
  title: 'title',
  gender: 'gender',
  phone: 'phone',
  phoneCountryCode: 'phoneCountryCode',
  DOB: 'dateOfBirth',
  address: 'address',
  city: 'city',
  zip_code: 'zipCode',
  countrySelect: 'country',
  businessName: 'businessName',
  businessBio: 'businessBio',
  businessType: 'businessType',
} as const satisfies Record<string, keyof ProfileDetails>;

const ACCOUNT_COLUMNS = { first_name: 'firstName', last_name: 'lastName', email: 'email' } as const;

const isKeyOf = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);

/** Maps a validated update (`first_name`, `member.phone`, ...) to the account and profile columns it changes. */
export function toProfileChanges(update: Record<string, string | null | undefined>, prefix: ProfilePrefix): ProfileChanges {
  const changes: ProfileChanges = { account: {}, details: {} };
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (isKeyOf(ACCOUNT_COLUMNS, field)) {
      if (value !== null) changes.account[ACCOUNT_COLUMNS[field]] = value;
      continue;
    }
    const name = field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : '';
    if (isKeyOf(DETAIL_COLUMNS, name)) changes.details[DETAIL_COLUMNS[name]] = value;
  }
  return changes;
}

function contactDetails(row: ProfileRow | null) {
  return {
    title: row?.title ?? null,
    phone: row?.phone ?? null,
    phoneCountryCode: row?.phoneCountryCode ?? null,
    address: row?.address ?? null,
    city: row?.city ?? null,
    zip_code: row?.zipCode ?? null,
    countrySelect: row?.country ?? null,
    profilePicture: imageUrl(row?.pictureKey, 640),
  };
}

export function presentMemberProfile({ user, row }: StoredProfile): MemberProfile {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    member: { ...contactDetails(row), gender: row?.gender ?? null, DOB: row?.dateOfBirth ?? null },
  };
}

export function presentBusinessProfile({ user, row }: StoredProfile): BusinessProfile {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    professional: {
      ...contactDetails(row),
      businessName: row?.businessName ?? null,
      businessBio: row?.businessBio ?? null,
      businessType: row?.businessType ?? null,
    },
  };
}
