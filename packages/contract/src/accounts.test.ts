import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, EmailSchema, RegistrationSchema, UsernameSchema, membershipOf, passwordResemblesAccount } from './accounts.ts';

const valid = {
  username: 'margaux',
  email: 'margaux@example.com',
  password: 'Barrel-Aged-Riesling',
  password2: 'Barrel-Aged-Riesling',
  first_name: 'Margaux',
  last_name: 'Fielding',
  registrationType: 'mbr',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = RegistrationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration rules', () => {
  it('accepts a complete registration, trimming names and username', () => {
    const parsed = RegistrationSchema.parse({ ...valid, username: ' margaux ', first_name: ' Margaux ' });
    expect(parsed.username).toBe('margaux');
    expect(parsed.first_name).toBe('Margaux');
  });

  it('reports every field problem at once', () => {
    expect(fieldErrors({ ...valid, username: 'm', email: 'nope', password2: 'other', registrationType: 'x' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameFormat,
      email: ACCOUNT_MESSAGES.emailFormat,
      password2: ACCOUNT_MESSAGES.passwordMismatch,
      registrationType: ACCOUNT_MESSAGES.registrationType,
    });
  });

  it('allows the letters, hyphens and apostrophes of real names', () => {
    for (const name of ['Zoë', "D'Arcy", 'Jean-Luc', 'Nguyễn', 'Ólafur Arnalds', 'Åsa']) {
      expect(fieldErrors({ ...valid, first_name: name, last_name: name })).toEqual({});
    }
  });

  it('keeps usernames to 3-30 letters, digits, dots, hyphens and underscores', () => {
    for (const ok of ['abc', 'wine_lover-2.0', 'a'.repeat(30)]) expect(UsernameSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['ab', 'a'.repeat(31), 'with space', 'at@sign', 'émile']) expect(UsernameSchema.safeParse(bad).success).toBe(false);
  });

  it('checks email addresses', () => {
    expect(EmailSchema.safeParse('a.b+c@example.co.uk').success).toBe(true);
    for (const bad of ['plain', 'a@b', 'a@@b.com', 'a@b.c']) expect(EmailSchema.safeParse(bad).success).toBe(false);
  });

  it('spots a password that is the username or the email address', () => {
    const account = { username: 'margaux', email: 'margaux.f@example.com' };
    expect(passwordResemblesAccount('MARGAUX', account)).toBe(true);
    expect(passwordResemblesAccount('margaux.f@example.com', account)).toBe(true);
    expect(passwordResemblesAccount('margaux.f', account)).toBe(true);
    expect(passwordResemblesAccount('i-am-margaux-2026', account)).toBe(true);
    expect(passwordResemblesAccount('Barrel-Aged-Riesling', account)).toBe(false);
    // Very short usernames would match too much by containment.
    expect(passwordResemblesAccount('Barrel-Aged-Riesling', { username: 'ag', email: 'x@y.com' })).toBe(false);
  });

  it('reads the membership from the first group', () => {
    expect(membershipOf({ groups: [{ name: 'professionals' }] })).toBe('professionals');
    expect(membershipOf({ groups: [] })).toBeNull();
    expect(membershipOf(null)).toBeNull();
  });
});
