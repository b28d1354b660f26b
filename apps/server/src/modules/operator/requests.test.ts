import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { OPERATOR_API_PATHS, operatorPaths } from '@trg/contract/operator-paths';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import { RequestDetailSchema, RequestsPageSchema } from '@trg/contract/operator-requests';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createStaffUser } from '../../testing/factories.ts';
import { withCsrf } from '../../testing/csrf.ts';
import { infoRequestReplies, infoRequests } from '../contact/schema.ts';
import { deleteExpiredInfoRequests } from '../contact/retention.ts';
import { emailOutbox } from '../email/schema.ts';
import { users } from '../accounts/schema.ts';
import { auditLog } from './schema.ts';
import { removeStaff } from './staff.ts';

let ctx: TestContext;
const PUBLIC_URL = 'https://trg.example';
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: '0', PUBLIC_URL, JOB_INTERVAL_SECONDS: '0' });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const patch = (id: number, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'PATCH', url: OPERATOR_API_PATHS.request.replace(':id', String(id)), headers, payload: payload as object });
const replyTo = (id: number, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: OPERATOR_API_PATHS.requestReply.replace(':id', String(id)), headers, payload: payload as object });
const list = async (query: string, headers: Headers) => {
  const response = await get(`${OPERATOR_API_PATHS.requests}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return RequestsPageSchema.parse(response.json());
};

let made = 0;
/** A stored request, `made` minutes after 2026-01-01 so that the newest-first order is known. */
async function storeRequest(overrides: Partial<typeof infoRequests.$inferInsert> = {}) {
  made += 1;
  const [row] = await db()
    .insert(infoRequests)
    .values({
      firstName: 'Inès',
      lastName: 'Marchal',
      email: `ines${made}@example.com`,
      phone: '+33 6 00 00 00 00',
      countryCode: 'FR',
      city: 'Épernay',
      referralSource: 3,
      ageCertified: true,
      requestContent: 'A weekend in Champagne for two.',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, made)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const auditFor = (id: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'request'), eq(auditLog.subjectId, String(id)), eq(auditLog.action, action)));

describe('the request inbox', () => {
  it('searches name, email, city and text, filters by status and assignee (me, none, an id), newest first', async () => {
    const staff = await createStaffUser(db(), { username: 'ops_search' });
    const other = await createStaffUser(db());
    const tag = 'Zephyrine';
    const older = await storeRequest({ firstName: tag, requestContent: 'Harvest in Burgundy?' });
    const mine = await storeRequest({ city: `${tag}ville`, status: 'in_progress', assigneeId: staff.user.id });
    const theirs = await storeRequest({ requestContent: `A tour of ${tag} cellars`, status: 'in_progress', assigneeId: other.user.id });
    const byEmail = await storeRequest({ email: `${tag.toLowerCase()}@example.com`, status: 'closed' });
    await storeRequest({ requestContent: 'Nothing to find here.' });

    const all = await list(`q=${tag}`, staff.headers);
    expect(all.results.map((r) => r.id)).toEqual([byEmail.id, theirs.id, mine.id, older.id]);
    expect(all.count).toBe(4);
    expect(all.results[3]).toMatchObject({
      name: `${tag} Marchal`,
      status: 'new',
      assignee: null,
      replyCount: 0,
      excerpt: 'Harvest in Burgundy?',
    });
    // The full name matches too, and case does not matter.
    expect((await list(`q=${encodeURIComponent(`${tag.toUpperCase()} marchal`)}`, staff.headers)).results.map((r) => r.id)).toEqual([
      older.id,
    ]);

    expect((await list(`q=${tag}&status=in_progress`, staff.headers)).results.map((r) => r.id)).toEqual([theirs.id, mine.id]);
    expect((await list(`q=${tag}&assignee=me`, staff.headers)).results.map((r) => r.id)).toEqual([mine.id]);
    expect((await list(`q=${tag}&assignee=me`, other.headers)).results.map((r) => r.id)).toEqual([theirs.id]);
    expect((await list(`q=${tag}&assignee=${other.user.id}`, staff.headers)).results).toMatchObject([
      { id: theirs.id, assignee: { id: other.user.id, username: other.user.username } },
    ]);
    expect((await list(`q=${tag}&assignee=none`, staff.headers)).results.map((r) => r.id)).toEqual([byEmail.id, older.id]);
    expect((await list(`q=${tag}&status=closed&assignee=none`, staff.headers)).results.map((r) => r.id)).toEqual([byEmail.id]);
    // `%` and `_` match themselves.
    expect((await list('q=%25_%25', staff.headers)).count).toBe(0);
  });

  it('pages 25 at a time', async () => {
    const staff = await createStaffUser(db());
    const city = 'Pagesbourg';
    for (let i = 0; i < OPERATOR_PAGE_SIZE + 2; i++) await storeRequest({ city });
    const first = await list(`q=${city}`, staff.headers);
    const second = await list(`q=${city}&page=2`, staff.headers);
    expect(first).toMatchObject({ count: OPERATOR_PAGE_SIZE + 2, page: 1, pageSize: OPERATOR_PAGE_SIZE });
    expect(first.results).toHaveLength(OPERATOR_PAGE_SIZE);
    expect(second.results).toHaveLength(2);
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(OPERATOR_PAGE_SIZE + 2);
  });

  it('refuses bad filters with a 400 in the error shape', async () => {
    const staff = await createStaffUser(db());
    for (const query of ['status=open', 'assignee=someone', 'assignee=0', 'page=0', 'colour=red']) {
      const response = await get(`${OPERATOR_API_PATHS.requests}?${query}`, staff.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
  });
});

describe('one request', () => {
  it('shows every field, decoded, with its handling and replies; an unknown id is a 404', async () => {
    const staff = await createStaffUser(db());
    const request = await storeRequest({ countryCode: 'GB', referralSource: 4, notes: 'VIP', assigneeId: staff.user.id });
    const response = await get(OPERATOR_API_PATHS.request.replace(':id', String(request.id)), staff.headers);
    expect(response.statusCode).toBe(200);
    expect(RequestDetailSchema.parse(response.json())).toMatchObject({
      id: request.id,
      firstName: 'Inès',
      email: request.email,
      phone: '+33 6 00 00 00 00',
      countryCode: 'GB',
      country: 'United Kingdom',
      referralSource: { value: 4, label: 'Social Media' },
      ageCertified: true,
      requestContent: 'A weekend in Champagne for two.',
      status: 'new',
      assignee: { id: staff.user.id, username: staff.user.username },
      notes: 'VIP',
      replies: [],
    });
    expect((await get(OPERATOR_API_PATHS.request.replace(':id', '999999'), staff.headers)).statusCode).toBe(404);
    expect((await get(OPERATOR_API_PATHS.request.replace(':id', 'abc'), staff.headers)).statusCode).toBe(400);
  });
});

describe('changing a request', () => {
  it('sets status, assignee and notes, and logs before and after', async () => {
    const staff = await createStaffUser(db());
    const colleague = await createStaffUser(db());
    const request = await storeRequest();
    const response = await patch(
      request.id,
      { status: 'in_progress', assigneeId: colleague.user.id, notes: 'Call on Monday.\nPrefers June.' },
      staff.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(RequestDetailSchema.parse(response.json())).toMatchObject({
      status: 'in_progress',
      assignee: { id: colleague.user.id },
      notes: 'Call on Monday.\nPrefers June.',
    });
    const [entry] = await auditFor(request.id, 'request.update');
    expect(entry).toMatchObject({
      staffUsername: staff.user.username,
      before: { status: 'new', assigneeId: null, notes: '' },
      after: { status: 'in_progress', assigneeId: colleague.user.id, notes: 'Call on Monday.\nPrefers June.' },
    });
    expect(entry?.summary).toContain('status In progress');

    // Unassigning with null, alone; the rest stays.
    const unassigned = RequestDetailSchema.parse((await patch(request.id, { assigneeId: null }, staff.headers)).json());
    expect(unassigned).toMatchObject({ status: 'in_progress', assignee: null, notes: 'Call on Monday.\nPrefers June.' });
    expect(await auditFor(request.id, 'request.update')).toHaveLength(2);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const staff = await createStaffUser(db());
    const member = await createMember(db());
    const request = await storeRequest();
    for (const payload of [
      {},
      { status: 'done' },
      { assigneeId: 'me' },
      { assigneeId: member.user.id },
      { assigneeId: 2_000_000_000 },
      { notes: 'x'.repeat(5001) },
      { notes: 'bell\u0007' },
      { status: 'closed', colour: 'red' },
    ]) {
      const response = await patch(request.id, payload, staff.headers);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toHaveProperty('error.message');
    }
    const [after] = await db().select().from(infoRequests).where(eq(infoRequests.id, request.id));
    expect(after).toEqual(request);
    expect(await auditFor(request.id, 'request.update')).toHaveLength(0);
    expect((await patch(999_999, { status: 'closed' }, staff.headers)).statusCode).toBe(404);
  });

  it('leaves the request unassigned when its assignee’s staff account is removed, and keeps the reply’s author name', async () => {
    const leaving = await createStaffUser(db(), { username: 'ops_leaving_requests' });
    const request = await storeRequest({ assigneeId: leaving.user.id });
    expect((await replyTo(request.id, { body: 'Happy to help.' }, leaving.headers)).statusCode).toBe(201);
    await removeStaff(db(), 'ops_leaving_requests');
    const [row] = await db().select().from(infoRequests).where(eq(infoRequests.id, request.id));
    expect(row?.assigneeId).toBeNull();
    const [reply] = await db().select().from(infoRequestReplies).where(eq(infoRequestReplies.requestId, request.id));
    expect(reply).toMatchObject({ staffUserId: null, staffUsername: 'ops_leaving_requests' });
  });
});

describe('replying', () => {
  it('emails the reply to the requester (text and escaped HTML), keeps it, marks the request answered and logs it', async () => {
    const staff = await createStaffUser(db());
    const request = await storeRequest({ email: 'reply-to-me@example.com', firstName: 'Léa' });
    const body = 'Dear Léa,\n\nJune works: <b>three</b> nights & two tastings.\nBest wishes';
    const response = await replyTo(request.id, { body: `  ${body}  ` }, staff.headers);
    expect(response.statusCode, response.body).toBe(201);
    const detail = RequestDetailSchema.parse(response.json());
    expect(detail.status).toBe('answered');
    expect(detail.replies).toMatchObject([{ staffUsername: staff.user.username, body }]);

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reply-to-me@example.com'));
    expect(mail).toMatchObject({ kind: 'request-reply', subject: 'Re: your request to The Real Grape' });
    expect(mail?.message.text).toContain(body);
    expect(mail?.message.html).toContain('&lt;b&gt;three&lt;/b&gt; nights &amp; two tastings.');
    expect(mail?.message.html).not.toContain('<b>three</b>');

    const [entry] = await auditFor(request.id, 'request.reply');
    expect(entry).toMatchObject({ staffUsername: staff.user.username, before: { status: 'new' }, after: { status: 'answered' } });

    // The mail goes out from MAIL_FROM, like every mail.
    expect(await ctx.app.mail.sendDue()).toBeGreaterThan(0);
    const [sent] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reply-to-me@example.com'));
    expect(sent?.status).toBe('sent');

    const listed = await list(`q=reply-to-me`, staff.headers);
    expect(listed.results[0]).toMatchObject({ status: 'answered', replyCount: 1 });
  });

  it('refuses an empty or overlong reply with a 400, sending and changing nothing', async () => {
    const staff = await createStaffUser(db());
    const request = await storeRequest({ email: 'no-reply@example.com' });
    for (const payload of [
      {},
      { body: '' },
      { body: '   \n ' },
      { body: 'x'.repeat(10_001) },
      { body: 42 },
      { body: 'ok', cc: 'a@b.example' },
    ]) {
      expect((await replyTo(request.id, payload, staff.headers)).statusCode).toBe(400);
    }
    expect((await replyTo(999_999, { body: 'Hello' }, staff.headers)).statusCode).toBe(404);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'no-reply@example.com'))).toEqual([]);
    expect(await db().select().from(infoRequestReplies).where(eq(infoRequestReplies.requestId, request.id))).toEqual([]);
    const [after] = await db().select().from(infoRequests).where(eq(infoRequests.id, request.id));
    expect(after?.status).toBe('new');
  });
});

describe('a new request from the home page', () => {
  it('emails every staff account a short note with a link, and no member', async () => {
    const staffA = await createStaffUser(db(), { email: 'notify-a@therealgrape.example' });
    const staffB = await createStaffUser(db(), { email: 'notify-b@therealgrape.example' });
    const member = await createMember(db(), { email: 'notify-member@example.com' });
    const csrf = await withCsrf(ctx.app);
    const payload = {
      firstName: 'Margaux',
      lastName: 'Notifié',
      email: 'margaux.notify@example.com',
      phone: '+33 6 12 34 56 78',
      countrySelect: 'FR',
      city: 'Reims',
      howDidYouHear: '4',
      ageCertification: true,
      requestContent: 'A very private message about a surprise birthday.',
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/requestinfo-create/',
      payload,
      headers: { ...csrf.headers, 'idempotency-key': 'notify-test-0001' },
      cookies: csrf.cookies,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await db().select().from(infoRequests).where(eq(infoRequests.email, 'margaux.notify@example.com'));
    if (!stored) throw new Error('not stored');

    for (const address of [staffA.user.email, staffB.user.email]) {
      const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'request-new', subject: 'New request from Margaux Notifié' });
      expect(mails[0]?.message.text).toContain(`${PUBLIC_URL}${operatorPaths.request(stored.id)}`);
      // Name and link only: the message and contact details stay behind the console's sign-in.
      expect(mails[0]?.message.text).not.toContain('surprise');
      expect(mails[0]?.message.text).not.toContain('margaux.notify@example.com');
    }
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.user.email))).toEqual([]);

    // A resend of the same submission stores nothing and notifies nobody again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/requestinfo-create/',
      payload,
      headers: { ...csrf.headers, 'idempotency-key': 'notify-test-0001' },
      cookies: csrf.cookies,
    });
    expect(again.statusCode).toBe(201);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, staffA.user.email))).toHaveLength(1);
    const staffCount = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.group, 'staff'));
    const notes = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'request-new'));
    expect(notes[0]?.n).toBe(staffCount[0]?.n);
  });
});

describe('retention', () => {
  it('deletes a request two years after the last exchange, with its replies', async () => {
    const now = new Date(Date.UTC(2029, 5, 1));
    const yearsAgo = (years: number, days = 0) => new Date(Date.UTC(2029 - years, 5, 1 - days));
    const expired = await storeRequest({ createdAt: yearsAgo(2, 1) });
    const answeredLately = await storeRequest({ createdAt: yearsAgo(3) });
    const answeredLongAgo = await storeRequest({ createdAt: yearsAgo(3) });
    const recent = await storeRequest({ createdAt: yearsAgo(1) });
    await db()
      .insert(infoRequestReplies)
      .values([
        { requestId: answeredLately.id, staffUsername: 'ops', body: 'Still talking', sentAt: yearsAgo(1) },
        { requestId: answeredLongAgo.id, staffUsername: 'ops', body: 'Long ago', sentAt: yearsAgo(2, 10) },
        { requestId: expired.id, staffUsername: 'ops', body: 'Gone with it', sentAt: yearsAgo(2, 1) },
      ]);
    await deleteExpiredInfoRequests(db(), now);
    const left = new Set((await db().select({ id: infoRequests.id }).from(infoRequests)).map((r) => r.id));
    expect([expired.id, answeredLately.id, answeredLongAgo.id, recent.id].map((id) => left.has(id))).toEqual([false, true, false, true]);
    const replies = await db().select({ requestId: infoRequestReplies.requestId }).from(infoRequestReplies);
    expect(replies.map((r) => r.requestId)).not.toContain(expired.id);
    expect(replies.map((r) => r.requestId)).not.toContain(answeredLongAgo.id);
  });
});
