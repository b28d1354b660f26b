import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@trg/contract/accounts';
import { PROFILE_MESSAGES } from '@trg/contract/profiles';
import { TEXT_MESSAGES } from '@trg/contract/text';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { storedWidths } from '../../testing/media.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Headers = Record<string, string>;
const getMember = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/auth/member-profile-page', headers });
const updateMember = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/member-profile-update', headers, payload });
const getBusiness = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/auth/business-profile-page', headers });
const updateBusiness = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/business-profile-update/', headers, payload });

function uploadPicture(url: string, headers: Headers, data: Buffer, field = 'profilePicture') {
  const upload = multipartFile(field, 'me.png', 'image/png', data);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...upload.headers }, payload: upload.payload });
}

const png = (colour: string) =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('member profile', () => {
  it('reads as the spec shows it, empty until the member saves something', async () => {
    const { headers, user } = await createMember(ctx.database.db, { firstName: 'Margaux', lastName: 'Fielding' });
    const response = await getMember(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Margaux',
      last_name: 'Fielding',
      email: user.email,
      member: {
        title: null,
        gender: null,
        phone: null,
        phoneCountryCode: null,
        DOB: null,
        address: null,
        city: null,
        zip_code: null,
        countrySelect: null,
        profilePicture: null,
      },
    });
  });

  it('saves only the fields sent, under the spec names, and answers the profile as read afterwards', async () => {
    const { headers } = await createMember(ctx.database.db);
    const first = await updateMember(headers, {
      'member.title': 'Dr',
      first_name: 'Hélène',
      'member.phone': '07700 900123',
      'member.phoneCountryCode': '44',
      'member.DOB': '1988-04-09',
      'member.gender': 'Female',
      'member.address': '12 Vine Street',
      'member.city': 'Reims',
      'member.zip_code': '51100',
      'member.countrySelect': 'fr',
    });
    expect(first.statusCode).toBe(200);
    const second = await updateMember(headers, { last_name: 'Marchand' });
    expect(second.statusCode).toBe(200);
    const read = await getMember(headers);
    expect(read.json()).toEqual(second.json());
    expect(read.json()).toMatchObject({
      first_name: 'Hélène',
      last_name: 'Marchand',
      member: {
        title: 'Dr',
        gender: 'Female',
        phone: '07700 900123',
        phoneCountryCode: '+44',
        DOB: '1988-04-09',
        address: '12 Vine Street',
        city: 'Reims',
        zip_code: '51100',
        countrySelect: 'FR',
      },
    });
    // The session's user shows the new name too.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json().first_name).toBe('Hélène');
  });

  it('clears an optional field sent blank, and changes nothing for an empty update', async () => {
    const { headers } = await createMember(ctx.database.db);
    await updateMember(headers, { 'member.phone': '0612345678', 'member.city': 'Beaune' });
    const cleared = await updateMember(headers, { 'member.phone': '' });
    expect(cleared.json().member).toMatchObject({ phone: null, city: 'Beaune' });
    const unchanged = await updateMember(headers, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(cleared.json());
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.emailFormat],
    [{ first_name: '' }, 'first_name', ACCOUNT_MESSAGES.firstNameRequired],
    [{ 'member.title': 'Sir' }, 'member.title', PROFILE_MESSAGES.title],
    [{ 'member.gender': 'Other' }, 'member.gender', PROFILE_MESSAGES.gender],
    [{ 'member.DOB': '2999-01-01' }, 'member.DOB', PROFILE_MESSAGES.dateOfBirth],
    [{ 'member.DOB': new Date().toISOString().slice(0, 10) }, 'member.DOB', PROFILE_MESSAGES.dateOfBirth],
    [{ 'member.DOB': '1990-02-30' }, 'member.DOB', PROFILE_MESSAGES.dateOfBirth],
    [{ 'member.DOB': '09/04/1988' }, 'member.DOB', PROFILE_MESSAGES.dateOfBirth],
    [{ 'member.countrySelect': 'XX' }, 'member.countrySelect', PROFILE_MESSAGES.country],
    [{ 'member.phoneCountryCode': '+999' }, 'member.phoneCountryCode', PROFILE_MESSAGES.phoneCountryCode],
    [{ 'member.phone': 'call me' }, 'member.phone', PROFILE_MESSAGES.phone],
    [{ 'member.city': 'x'.repeat(101) }, 'member.city', PROFILE_MESSAGES.tooLong(100)],
  ])('refuses %j with a message on the field', async (payload, field, message) => {
    const { headers } = await createMember(ctx.database.db);
    const before = (await getMember(headers)).json();
    const response = await updateMember(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect((await getMember(headers)).json()).toEqual(before);
  });

  it('refuses fields that are not the member profile, such as business fields or a username', async () => {
    const { headers } = await createMember(ctx.database.db);
    for (const payload of [{ 'professional.businessName': 'Mine' }, { username: 'new-name' }, { 'member.pictureKey': 'x' }]) {
      const response = await updateMember(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(TEXT_MESSAGES.unknownFields(Object.keys(payload)));
    }
  });

  it("refuses another person's email address, but takes one's own in another case", async () => {
    await createMember(ctx.database.db, { email: 'occupied@example.com' });
    const { headers, user } = await createMember(ctx.database.db);
    const taken = await updateMember(headers, { email: 'Occupied@Example.com' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
    const own = await updateMember(headers, { email: user.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(user.email.toUpperCase());
  });

  it("changes only the signed-in member's own profile", async () => {
    const alice = await createMember(ctx.database.db, { firstName: 'Alice' });
    const bruno = await createMember(ctx.database.db, { firstName: 'Bruno' });
    await updateMember(alice.headers, { first_name: 'Alicia', 'member.city': 'Porto' });
    const brunos = (await getMember(bruno.headers)).json();
    expect(brunos.first_name).toBe('Bruno');
    expect(brunos.member.city).toBeNull();
  });
});

describe('profile pictures', () => {
  it('stores an uploaded picture, shows it in the profile, and removes the one it replaces', async () => {
    const { headers } = await createMember(ctx.database.db);
    const first = await uploadPicture('/api/auth/member-profile-picture', headers, await png('#6b2439'));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().member.profilePicture;
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f]{24}\/640\.webp$/);
    expect((await getMember(headers)).json().member.profilePicture).toBe(firstUrl);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await uploadPicture('/api/auth/member-profile-picture', headers, await png('#c9a66b'));
    const secondUrl: string = second.json().member.profilePicture;
    expect(secondUrl).not.toBe(firstUrl);
    const firstKey = firstUrl.split('/')[2]!;
    expect(await storedWidths(ctx.database.db, firstKey)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('refuses what is not an image, and a file under another field name', async () => {
    const { headers } = await createMember(ctx.database.db);
    const text = await uploadPicture('/api/auth/member-profile-picture', headers, Buffer.from('just words'));
    expect(text.statusCode).toBe(415);
    const wrongField = await uploadPicture('/api/auth/member-profile-picture', headers, await png('#000000'), 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ profilePicture: 'Please choose an image file to upload.' });
    expect((await getMember(headers)).json().member.profilePicture).toBeNull();
  });

  it('takes a business picture for a professional', async () => {
    const { headers } = await createProfessional(ctx.database.db);
    const response = await uploadPicture('/api/auth/business-profile-picture', headers, await png('#2e6b2f'));
    expect(response.statusCode).toBe(200);
    expect(response.json().professional.profilePicture).toMatch(/^\/media\/[0-9a-f]{24}\/640\.webp$/);
  });
});

describe('business profile', () => {
  it('reads as the spec shows it and saves the professional.* fields', async () => {
    const { headers, user } = await createProfessional(ctx.database.db, { firstName: 'Henri', lastName: 'Vasseur' });
    const empty = await getBusiness(headers);
    expect(empty.json()).toEqual({
      first_name: 'Henri',
      last_name: 'Vasseur',
      email: user.email,
      professional: {
        title: null,
        phone: null,
        phoneCountryCode: null,
        address: null,
        city: null,
        zip_code: null,
        countrySelect: null,
        businessName: null,
        businessBio: null,
        businessType: null,
        profilePicture: null,
      },
    });
    const saved = await updateBusiness(headers, {
      'professional.businessName': 'Domaine Vasseur',
      'professional.businessBio': 'A family estate in Cramant since 1921.',
      'professional.businessType': 'Champagne House',
      'professional.title': 'Mr',
      'professional.phone': '01 45 55 01 99',
      'professional.phoneCountryCode': '+33',
      'professional.city': 'Cramant',
      'professional.countrySelect': 'FR',
      last_name: 'Vasseur-Roy',
    });
    expect(saved.statusCode).toBe(200);
    expect((await getBusiness(headers)).json()).toMatchObject({
      last_name: 'Vasseur-Roy',
      professional: {
        businessName: 'Domaine Vasseur',
        businessBio: 'A family estate in Cramant since 1921.',
        businessType: 'Champagne House',
        title: 'Mr',
        phone: '01 45 55 01 99',
        phoneCountryCode: '+33',
        city: 'Cramant',
        countrySelect: 'FR',
        address: null,
      },
    });
  });

  it('refuses a business type from outside the list and member-only fields', async () => {
    const { headers } = await createProfessional(ctx.database.db);
    const type = await updateBusiness(headers, { 'professional.businessType': 'Brewery' });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.fields['professional.businessType']).toBe(PROFILE_MESSAGES.businessType);
    const dob = await updateBusiness(headers, { 'member.DOB': '1980-01-01' });
    expect(dob.statusCode).toBe(400);
    const long = await updateBusiness(headers, { 'professional.businessBio': 'x'.repeat(2001) });
    expect(long.json().error.fields['professional.businessBio']).toBe(PROFILE_MESSAGES.tooLong(2000));
  });
});
