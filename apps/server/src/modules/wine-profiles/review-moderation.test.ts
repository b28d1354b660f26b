import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { REVIEW_MESSAGES } from '@trg/contract/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { bookItem, createHostedWine, type HostedWine } from '../../testing/cellar-fixtures.ts';
import { createMember, createProfessional, createUser } from '../../testing/factories.ts';
import { auditLog } from '../operator/schema.ts';
import { wineReviews } from './schema.ts';

type User = Awaited<ReturnType<typeof createUser>>;
let ctx: TestContext;
let host: User;
let staff: User;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  host = await createProfessional(ctx.database.db);
  staff = await createUser(ctx.database.db, { group: 'staff' });
});
afterAll(async () => ctx.close());

const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  payload === undefined ? ctx.app.inject({ method: 'POST', url, headers }) : ctx.app.inject({ method: 'POST', url, headers, payload });
const answerUrl = (id: number) => apiPath(API_PATHS.wineProfile.answerReview, { id });
const reportUrl = (id: number) => apiPath(API_PATHS.wineProfile.reportReview, { id });

/** A guest of the wine (a paid booking of the item pouring it) reviews it: the guest and the review's id. */
async function guestReview(wine: HostedWine, rating: number, comment: string, firstName: string) {
  const guest = await createMember(ctx.database.db, { firstName, lastName: 'berg' });
  await bookItem(ctx.database.db, guest.user.id, wine.itemId);
  const posted = await post(apiPath(API_PATHS.wineProfile.createReview, { id: wine.wineId }), guest.headers, { rating, comment });
  expect(posted.statusCode, posted.body).toBe(201);
  const [row] = await ctx.database.db.select({ id: wineReviews.id }).from(wineReviews).where(eq(wineReviews.comment, comment));
  return { guest, id: row!.id };
}

const profile = async (wine: HostedWine, headers: Record<string, string>) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.wineProfile.retrieve, undefined, { 'wine-list': wine.wineListId, wine: wine.wineId }),
      headers,
    })
  ).json();

describe('wine reviews answered, reported and hidden (decision 0033)', () => {
  it('the wine list’s owner answers once; other hosts and guests 403; a hidden review cannot be answered', async () => {
    const stamp = Date.now().toString(36);
    const wine = await createHostedWine(ctx.app, ctx.database.db, host, { wine: `Answer ${stamp}` }, STARTED);
    const { guest, id } = await guestReview(wine, 4, `Bright and long ${stamp}`, 'Lena');
    const otherHost = await createProfessional(ctx.database.db);
    for (const [who, status] of [
      [otherHost, 403],
      [guest, 403],
    ] as const) {
      const refused = await post(answerUrl(id), who.headers, { answer: 'Not mine.' });
      expect(refused.statusCode).toBe(status);
    }
    expect((await post(answerUrl(id), otherHost.headers, { answer: 'Not mine.' })).json().error.message).toBe(
      REVIEW_MESSAGES.wineAnswerNotOwner,
    );
    expect((await post(answerUrl(id), {}, { answer: 'Hello' })).statusCode).toBe(401);
    expect((await post(answerUrl(id), host.headers, { answer: ' ' })).statusCode).toBe(400);
    const answered = await post(answerUrl(id), host.headers, { answer: 'Thank you, Lena.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ id, reviewerName: 'Lena B.', answer: { comment: 'Thank you, Lena.' } });
    const again = await post(answerUrl(id), host.headers, { answer: 'Once more.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.answeredAlready);
    // The wine page shows it under the review.
    expect((await profile(wine, guest.headers)).latestReviews[0]).toMatchObject({ answer: { comment: 'Thank you, Lena.' } });

    const second = await guestReview(wine, 2, `Thin ${stamp}`, 'Olga');
    await ctx.database.db.update(wineReviews).set({ hiddenAt: new Date(), hiddenReason: 'x' }).where(eq(wineReviews.id, second.id));
    expect((await post(answerUrl(second.id), host.headers, { answer: 'Hm.' })).statusCode).toBe(404);
    expect((await post(answerUrl(999_999), host.headers, { answer: 'Hm.' })).statusCode).toBe(404);
  });

  it('anyone signed in but the author reports once; staff see it in the queue by kind, hide it, and the average and count change', async () => {
    const stamp = Date.now().toString(36);
    const wine = await createHostedWine(ctx.app, ctx.database.db, host, { wine: `Report ${stamp}` }, STARTED);
    const kind = await guestReview(wine, 5, `Lovely ${stamp}`, 'Anna');
    const rude = await guestReview(wine, 1, `Rude words ${stamp}`, 'Bruno');
    expect((await profile(wine, kind.guest.headers)).reviewSummary).toEqual({ average: 3, count: 2 });

    expect((await post(reportUrl(rude.id), {}, { reason: 'Abusive' })).statusCode).toBe(401);
    const own = await post(reportUrl(rude.id), rude.guest.headers, { reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(REVIEW_MESSAGES.reportOwn);
    const reported = await post(reportUrl(rude.id), kind.guest.headers, { reason: 'Abusive, not about the wine.' });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toEqual({ reported: true });
    const twice = await post(reportUrl(rude.id), kind.guest.headers, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(REVIEW_MESSAGES.reportedAlready);
    // The reporter's page says so.
    const mine = (await profile(wine, kind.guest.headers)).latestReviews;
    expect(mine.find((shown: { id: number }) => shown.id === rude.id)).toMatchObject({ reportedByYou: true });

    const queue = await ctx.app.inject({ method: 'GET', url: '/api/operator/review-reports', headers: staff.headers });
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().results.find((row: { kind: string; reviewId: number }) => row.kind === 'wine' && row.reviewId === rude.id);
    expect(entry).toMatchObject({
      kind: 'wine',
      itemId: wine.wineId,
      itemTitle: `Report ${stamp}`,
      wineList: { id: wine.wineListId, name: 'Cellar Pours' },
      reviewerName: 'Bruno B.',
      reports: [{ reason: 'Abusive, not about the wine.' }],
    });

    const hidePath = `/api/operator/wine-reviews/${rude.id}/hide`;
    expect((await post(hidePath, host.headers, { reason: 'Abusive' })).statusCode).toBe(403);
    expect((await post(hidePath, staff.headers, { reason: '' })).statusCode).toBe(400);
    expect((await post(hidePath, staff.headers, { reason: 'Abusive; not about the wine.' })).statusCode).toBe(200);
    expect((await post(hidePath, staff.headers, { reason: 'Again' })).statusCode).toBe(409);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'wine_review.hide'));
    expect(audit).toMatchObject({ subjectType: 'wine_review', subjectId: String(rude.id) });
    expect(audit?.summary).toContain("Hid Bruno B.'s 1-star review of");

    // Gone at once from the list, the average and the count, and from the queue; no longer reportable.
    const after = await profile(wine, kind.guest.headers);
    expect(after.reviewSummary).toEqual({ average: 5, count: 1 });
    expect(after.latestReviews.map((shown: { id: number }) => shown.id)).toEqual([kind.id]);
    const queueAfter = (await ctx.app.inject({ method: 'GET', url: '/api/operator/review-reports', headers: staff.headers })).json();
    expect(queueAfter.results.some((row: { reviewId: number; kind: string }) => row.kind === 'wine' && row.reviewId === rude.id)).toBe(
      false,
    );
    expect((await post(reportUrl(rude.id), host.headers, { reason: 'x' })).statusCode).toBe(404);
  });

  it('staff dismiss a wine review’s reports: it stays shown and leaves the queue; 404 with none open', async () => {
    const stamp = Date.now().toString(36);
    const wine = await createHostedWine(ctx.app, ctx.database.db, host, { wine: `Dismiss ${stamp}` }, STARTED);
    const { id } = await guestReview(wine, 3, `Fair ${stamp}`, 'Cara');
    // The host may report a review of their own wine; it goes to staff like any other.
    expect((await post(reportUrl(id), host.headers, { reason: 'Unfair' })).statusCode).toBe(201);
    const dismissPath = `/api/operator/wine-reviews/${id}/dismiss-reports`;
    expect((await post(dismissPath, staff.headers)).statusCode).toBe(200);
    expect((await post(dismissPath, staff.headers)).statusCode).toBe(404);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'wine_review.dismiss_reports'));
    expect(audit?.summary).toContain('Dismissed 1 report(s)');
    expect((await profile(wine, host.headers)).reviewSummary).toEqual({ average: 3, count: 1 });
  });
});
