import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@trg/contract/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember } from '../../testing/factories.ts';
import { withCsrf } from '../../testing/csrf.ts';
import { users } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

let sequence = 0;
function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    username: `taster${sequence}`,
    email: `taster${sequence}@example.com`,
    password: 'Barrel-Aged-Riesling',
    password2: 'Barrel-Aged-Riesling',
    first_name: 'Clémence',
    last_name: "O'Hara-Duval",
    registrationType: 'mbr',
    ...overrides,
  };
}

// Each registration comes from an address of its own, so that the per-address limit stays out of the way.
let address = 0;
const register = async (payload: Record<string, unknown>, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/register-user-create/', payload, remoteAddress, ...(await withCsrf(ctx.app)) });

async function userCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function expectFieldError(payload: Record<string, unknown>, field: string, message: string) {
  const before = await userCount();
  const response = await register(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('validation_error');
  expect(response.json().error.fields[field]).toBe(message);
  expect(await userCount()).toBe(before);
}

describe('registration', () => {
  it('creates a member (mbr) in the members group and signs them in', async () => {
    const payload = registration({ username: 'Amelie.R', email: 'Amelie@Example.com' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'Amelie.R',
      first_name: 'Clémence',
      last_name: "O'Hara-Duval",
      email: 'Amelie@Example.com',
      groups: [{ name: 'members' }],
    });
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Token ${body.token}` } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(body.user);
    // Stored with argon2id at OWASP's cost, never as typed.
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(payload.password);
  });

  it('creates a professional (prf) in the professionals group, and the new password signs in', async () => {
    const payload = registration({ registrationType: 'prf' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().user.groups).toEqual([{ name: 'professionals' }]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login-user/',
      payload: { username: payload.username, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.groups).toEqual([{ name: 'professionals' }]);
  });

  it('needs the anti-forgery header the spec sends', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/register-user-create/', payload: registration() });
    expect(response.statusCode).toBe(403);
    const mismatched = await ctx.app.inject({
      method: 'POST',
      url: '/api/register-user-create/',
      payload: registration(),
      cookies: { csrftoken: 'a'.repeat(43) },
      headers: { 'x-csrftoken': 'b'.repeat(43) },
    });
    expect(mismatched.statusCode).toBe(403);
  });

  it('refuses a username that is taken, in any case', async () => {
    await createMember(ctx.database.db, { username: 'sommelier' });
    await expectFieldError(registration({ username: 'Sommelier' }), 'username', ACCOUNT_MESSAGES.usernameTaken);
  });

  it.each(['ab', 'a'.repeat(31), 'wine lover', 'émile', 'bob@home', ''])('refuses the malformed username %j', async (username) => {
    const message = username === '' ? ACCOUNT_MESSAGES.usernameRequired : ACCOUNT_MESSAGES.usernameFormat;
    await expectFieldError(registration({ username }), 'username', message);
  });

  it('refuses an email address that is taken, in any case', async () => {
    await createMember(ctx.database.db, { email: 'cellar@example.com' });
    await expectFieldError(registration({ email: 'Cellar@Example.COM' }), 'email', ACCOUNT_MESSAGES.emailTaken);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', 'trailing@example.', 'spaces in@example.com'])(
    'refuses the malformed email %j',
    async (email) => {
      await expectFieldError(registration({ email }), 'email', ACCOUNT_MESSAGES.emailFormat);
    },
  );

  it('refuses passwords that differ', async () => {
    await expectFieldError(registration({ password2: 'Barrel-Aged-Rieslinq' }), 'password2', ACCOUNT_MESSAGES.passwordMismatch);
  });

  it('refuses a password under 10 characters', async () => {
    await expectFieldError(registration({ password: 'Short-1!x', password2: 'Short-1!x' }), 'password', ACCOUNT_MESSAGES.passwordTooShort);
  });

  it.each(['password123', 'Sunshine2024', 'QWERTYUIOP', '1234567890', 'chardonnay1', 'zzzzzzzzzzzzzzzz'])(
    'refuses the common password %j',
    async (password) => {
      await expectFieldError(registration({ password, password2: password }), 'password', ACCOUNT_MESSAGES.passwordCommon);
    },
  );

  it('refuses a password that is the username or the email address', async () => {
    await expectFieldError(
      registration({ username: 'grenache.fan', password: 'Grenache.Fan', password2: 'Grenache.Fan' }),
      'password',
      ACCOUNT_MESSAGES.passwordSimilar,
    );
    await expectFieldError(
      registration({ email: 'vigneron@example.com', password: 'vigneron@example.com', password2: 'vigneron@example.com' }),
      'password',
      ACCOUNT_MESSAGES.passwordSimilar,
    );
    await expectFieldError(
      registration({ username: 'pinotlover', password: 'pinotlover-2026', password2: 'pinotlover-2026' }),
      'password',
      ACCOUNT_MESSAGES.passwordSimilar,
    );
  });

  it('refuses a missing or unknown registration type, and missing names', async () => {
    await expectFieldError(registration({ registrationType: 'vip' }), 'registrationType', ACCOUNT_MESSAGES.registrationType);
    await expectFieldError(registration({ first_name: '  ' }), 'first_name', ACCOUNT_MESSAGES.firstNameRequired);
    await expectFieldError(registration({ last_name: undefined }), 'last_name', ACCOUNT_MESSAGES.lastNameRequired);
    await expectFieldError(registration({ first_name: 'R2-D2' }), 'first_name', ACCOUNT_MESSAGES.nameFormat);
  });

  it('names every field that the server refuses at once', async () => {
    await createMember(ctx.database.db, { username: 'taken_name', email: 'taken@example.com' });
    const response = await register(
      registration({ username: 'taken_name', email: 'taken@example.com', password: 'letmein123!', password2: 'letmein123!' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      username: ACCOUNT_MESSAGES.usernameTaken,
      email: ACCOUNT_MESSAGES.emailTaken,
      password: ACCOUNT_MESSAGES.passwordCommon,
    });
  });

  it('limits registrations per address to 30 an hour, with 429 and Retry-After', async () => {
    const invalid = { username: 'x' };
    for (let i = 0; i < 30; i++) expect((await register(invalid, '192.0.2.77')).statusCode).toBe(400);
    const limited = await register(registration(), '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(registration(), '192.0.2.78')).statusCode).toBe(201);
  });

  it('creates one account when two registrations race for a username', async () => {
    const [first, second] = await Promise.all([
      register(registration({ username: 'racer' })),
      register(registration({ username: 'racer' })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(refused.json().error.fields).toEqual({ username: ACCOUNT_MESSAGES.usernameTaken });
  });
});
