import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import { SignUpsPageSchema } from '@trg/contract/operator-requests';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createStaffUser } from '../../testing/factories.ts';
import { newsletterSignUps } from '../contact/schema.ts';
import { auditLog } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: '0', JOB_INTERVAL_SECONDS: '0' });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

let made = 0;
async function storeSignUp(overrides: Partial<typeof newsletterSignUps.$inferInsert> = {}) {
  made += 1;
  const [row] = await db()
    .insert(newsletterSignUps)
    .values({
      firstName: 'Margaux',
      lastName: 'Durand',
      email: `margaux${made}@example.com`,
      phone: '+33 6 12 34 56 78',
      countryCode: 'FR',
      city: 'Reims',
      referralSource: 4,
      ageCertified: true,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, made)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The CSV's rows, read back (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('the sign-ups list', () => {
  it('searches name, email and city, newest first, 25 a page', async () => {
    const staff = await createStaffUser(db());
    const a = await storeSignUp({ lastName: 'Quillardet' });
    const b = await storeSignUp({ city: 'Quillan' });
    const c = await storeSignUp({ email: 'quill@example.com' });
    await storeSignUp({ city: 'Lyon' });
    const page = SignUpsPageSchema.parse((await get(`${OPERATOR_API_PATHS.signUps}?q=QUILL`, staff.headers)).json());
    expect(page.results.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(page.results[0]).toMatchObject({ email: 'quill@example.com', referralSource: 'Social Media', signUpCount: 1 });
    expect((await get(`${OPERATOR_API_PATHS.signUps}?q=${encodeURIComponent('margaux quillardet')}`, staff.headers)).json().count).toBe(1);

    for (let i = 0; i < OPERATOR_PAGE_SIZE; i++) await storeSignUp({ city: 'Pageville' });
    const second = SignUpsPageSchema.parse((await get(`${OPERATOR_API_PATHS.signUps}?q=pageville&page=2`, staff.headers)).json());
    expect(second).toMatchObject({ count: OPERATOR_PAGE_SIZE, page: 2 });
    expect(second.results).toEqual([]);
    expect((await get(`${OPERATOR_API_PATHS.signUps}?page=-1`, staff.headers)).statusCode).toBe(400);
    expect((await get(`${OPERATOR_API_PATHS.signUps}?q=${'x'.repeat(201)}`, staff.headers)).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('is a dated attachment of those who consented, quoted, safe from formulas, and logged with its count', async () => {
    const staff = await createStaffUser(db());
    await storeSignUp({
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Comma, "Quote"',
      city: '@Reims',
      email: 'formula@example.com',
    });
    await storeSignUp({ firstName: '+Tab', lastName: '-Dash', city: 'Saint-Émilion', email: 'dash@example.com', phone: '\t+33 1' });
    await storeSignUp({ email: 'no-consent@example.com', ageCertified: false });

    const response = await get(OPERATOR_API_PATHS.signUpsExport, staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sign-ups-${today}.csv"`);

    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Country',
      'City',
      'How they heard of us',
      'Signed up',
      'Last updated',
      'Sign-ups',
    ]);
    const stored = await db().select().from(newsletterSignUps).where(eq(newsletterSignUps.ageCertified, true));
    expect(rows).toHaveLength(stored.length + 1);
    const emails = rows.map((row) => row[2]);
    expect(emails).not.toContain('no-consent@example.com');
    const formula = rows.find((row) => row[2] === 'formula@example.com');
    expect(formula?.slice(0, 6)).toEqual([
      '\'=HYPERLINK("http://evil.example")',
      'Comma, "Quote"',
      'formula@example.com',
      "'+33 6 12 34 56 78",
      'France',
      "'@Reims",
    ]);
    const dash = rows.find((row) => row[2] === 'dash@example.com');
    expect(dash?.slice(0, 6)).toEqual(["'+Tab", "'-Dash", 'dash@example.com', "'\t+33 1", 'France', 'Saint-Émilion']);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"")"');

    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'signups.export'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffUsername: staff.user.username, subjectType: 'sign-ups', after: { count: stored.length } });
  });
});
