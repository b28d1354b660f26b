import { describe, expect, it } from 'vitest';
import { DateOfBirthSchema, MemberProfileUpdateSchema, PhoneSchema } from './profiles.ts';
import { todayIso } from './dates.ts';

describe('profile fields', () => {
  it('takes a date of birth only as a real date in the past', () => {
    expect(DateOfBirthSchema.safeParse('1988-04-09').success).toBe(true);
    expect(DateOfBirthSchema.safeParse('2000-02-29').success).toBe(true);
    for (const bad of ['1999-02-29', '1988-13-01', todayIso(), '2999-01-01', '1899-12-31', '9 April 1988']) {
      expect(DateOfBirthSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes phone numbers as people type them', () => {
    for (const ok of ['07700 900123', '(01) 45-55-01-99', '612345678']) expect(PhoneSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['12345', 'call me', '+44 7700 900123', '1'.repeat(16)]) expect(PhoneSchema.safeParse(bad).success).toBe(false);
  });

  it('normalises codes and clears blank optional fields', () => {
    expect(
      MemberProfileUpdateSchema.parse({
        'member.phoneCountryCode': '33',
        'member.countrySelect': 'gb',
        'member.title': '',
        'member.city': '  ',
      }),
    ).toEqual({ 'member.phoneCountryCode': '+33', 'member.countrySelect': 'GB', 'member.title': null, 'member.city': null });
  });
});
