import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDateInDays } from '@trg/contract/dates';
import { REVIEWS_PAGE_SIZE } from '@trg/contract/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional, createUser } from '../../testing/factories.ts';
import { orders } from '../cart/schema.ts';
import { auditLog } from '../operator/schema.ts';
import { itemReviews } from './schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  host = await createProfessional(ctx.database.db);
  staff = await createUser(ctx.database.db, { group: 'staff' });
});
afterAll(async () => ctx.close());

const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
const listUrl = (itemId: number, page = 1) => `/api/reviews/items/${itemId}?page=${page}`;

/** A guest with a paid booking who reviews the item; their review is dated `daysAgo` days back. */
async function review(itemId: number, rating: number, comment: string, name: { firstName: string; lastName: string }, daysAgo = 0) {
  const guest = await createMember(ctx.database.db, name);
  const order = await createPaidOrder(ctx.database.db, guest.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
  const posted = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/business-profile/create-event-and-experience-review/${itemId}/`,
    headers: guest.headers,
    payload: { product: 'event', rating, comment },
  });
  expect(posted.statusCode).toBe(201);
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await ctx.database.db
    .update(itemReviews)
    .set({ createdAt })
    .where(and(eq(itemReviews.itemId, itemId), eq(itemReviews.userId, guest.user.id)))
    .returning({ id: itemReviews.id });
  return { guest, order, id: row!.id, createdAt };
}

const detail = async (itemId: number) => (await ctx.app.inject({ method: 'GET', url: `/api/events/${itemId}` })).json();

describe('reviews people read', () => {
  it('shows every visible review newest first, paged, with the first name and initial, the date and Verified guest', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    const written = [];
    for (let index = 0; index < REVIEWS_PAGE_SIZE + 2; index++) {
      written.push(
        await review(item.id, 1 + (index % 5), `Review number ${index}`, { firstName: `Anna${index}`, lastName: 'kowalska' }, 10 - index),
      );
    }
    const first = await ctx.app.inject({ method: 'GET', url: listUrl(item.id) });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ count: REVIEWS_PAGE_SIZE + 2, page: 1, pageSize: REVIEWS_PAGE_SIZE, youHost: false });
    expect(page1.results.map((shown: { comment: string }) => shown.comment)).toEqual(
      [6, 5, 4, 3, 2].map((index) => `Review number ${index}`),
    );
    expect(page1.results[0]).toEqual({
      id: written[6]!.id,
      rating: 2,
      comment: 'Review number 6',
      reviewerName: 'Anna6 K.',
      date: written[6]!.createdAt.toISOString().slice(0, 10),
      verifiedGuest: true,
      answer: null,
    });
    const page2 = (await ctx.app.inject({ method: 'GET', url: listUrl(item.id, 2) })).json();
    expect(page2.results.map((shown: { comment: string }) => shown.comment)).toEqual(['Review number 1', 'Review number 0']);
    // The item page arrives with the first page, as the list route shows it.
    const item1 = await detail(item.id);
    expect(item1.latestReviews).toEqual(page1.results);
    expect(item1.reviewCount).toBe(REVIEWS_PAGE_SIZE + 2);
  });

  it('refuses a bad page with a 400 and an unknown item with a 404', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    expect((await ctx.app.inject({ method: 'GET', url: listUrl(item.id, 0) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: listUrl(999_999) })).statusCode).toBe(404);
  });

  it("lets the item's host answer a review once, publicly; anyone else is refused", async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    const written = await review(item.id, 4, 'Lovely cellar, a bit cold.', { firstName: 'Lukas', lastName: 'Meyer' });
    const url = `/api/reviews/${written.id}/answer`;
    const otherHost = await createProfessional(ctx.database.db);
    for (const caller of [otherHost, written.guest, staff]) {
      const refused = await ctx.app.inject({ method: 'POST', url, headers: caller.headers, payload: { answer: 'Not mine to say.' } });
      expect(refused.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url, payload: { answer: 'Hello' } })).statusCode).toBe(401);
    const empty = await ctx.app.inject({ method: 'POST', url, headers: host.headers, payload: { answer: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.answer).toBe('Please write your answer.');

    const answered = await ctx.app.inject({
      method: 'POST',
      url,
      headers: host.headers,
      payload: { answer: 'Thank you, Lukas: we will bring blankets.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: written.id, answer: { comment: 'Thank you, Lukas: we will bring blankets.' } });
    const again = await ctx.app.inject({ method: 'POST', url, headers: host.headers, payload: { answer: 'Second thoughts.' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This review has been answered already: a host answers a review once.');

    const shown = (await ctx.app.inject({ method: 'GET', url: listUrl(item.id), headers: host.headers })).json();
    expect(shown.youHost).toBe(true);
    expect(shown.results[0].answer.comment).toBe('Thank you, Lukas: we will bring blankets.');
    expect((await detail(item.id)).latestReviews[0].answer.comment).toBe('Thank you, Lukas: we will bring blankets.');
  });

  it('lets anyone signed in report a review once, with a reason; not its author, not a visitor', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    const written = await review(item.id, 1, 'Terrible.', { firstName: 'Bea', lastName: 'Stone' });
    const url = `/api/reviews/${written.id}/report`;
    const reader = await createMember(ctx.database.db);
    expect((await ctx.app.inject({ method: 'POST', url, payload: { reason: 'Rude' } })).statusCode).toBe(401);
    const noReason = await ctx.app.inject({ method: 'POST', url, headers: reader.headers, payload: { reason: '' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Please say why this review should be looked at.');
    const own = await ctx.app.inject({ method: 'POST', url, headers: written.guest.headers, payload: { reason: 'Oops' } });
    expect(own.statusCode).toBe(403);

    const reported = await ctx.app.inject({ method: 'POST', url, headers: reader.headers, payload: { reason: 'Insults the staff.' } });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toEqual({ reported: true });
    const twice = await ctx.app.inject({ method: 'POST', url, headers: reader.headers, payload: { reason: 'Still rude.' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have reported this review already: our team will look at it.');
    const read = (await ctx.app.inject({ method: 'GET', url: listUrl(item.id), headers: reader.headers })).json();
    expect(read.results[0].reportedByYou).toBe(true);
    // The host may report too (a review of their own item).
    expect((await ctx.app.inject({ method: 'POST', url, headers: host.headers, payload: { reason: 'Never came.' } })).statusCode).toBe(201);
  });

  it('lets staff hide a reported review with a reason, in the audit log: the average, count and list change', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    await review(item.id, 5, 'Superb.', { firstName: 'Carla', lastName: 'Rossi' }, 2);
    const bad = await review(item.id, 1, 'Awful people.', { firstName: 'Dan', lastName: 'Troll' }, 1);
    expect(await detail(item.id)).toMatchObject({ reviewAverage: 3, reviewCount: 2 });
    const reader = await createMember(ctx.database.db);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${bad.id}/report`,
      headers: reader.headers,
      payload: { reason: 'Insulting.' },
    });

    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/operator/review-reports', headers: staff.headers })).json();
    const row = queue.results.find((entry: { reviewId: number }) => entry.reviewId === bad.id);
    expect(row).toMatchObject({
      itemId: item.id,
      comment: 'Awful people.',
      reviewerName: 'Dan T.',
      rating: 1,
      reports: [{ reason: 'Insulting.' }],
    });

    const hideUrl = `/api/operator/reviews/${bad.id}/hide`;
    expect((await ctx.app.inject({ method: 'POST', url: hideUrl, headers: host.headers, payload: { reason: 'x' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: hideUrl, headers: staff.headers, payload: { reason: ' ' } })).statusCode).toBe(400);
    const hidden = await ctx.app.inject({ method: 'POST', url: hideUrl, headers: staff.headers, payload: { reason: 'Insults the host.' } });
    expect(hidden.statusCode).toBe(200);

    expect(await detail(item.id)).toMatchObject({ reviewAverage: 5, reviewCount: 1 });
    const list = (await ctx.app.inject({ method: 'GET', url: listUrl(item.id) })).json();
    expect(list.results.map((shown: { comment: string }) => shown.comment)).toEqual(['Superb.']);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.hide'), eq(auditLog.subjectId, String(bad.id))));
    expect(entry).toMatchObject({ staffUserId: staff.user.id, subjectType: 'review' });
    expect(entry!.summary).toContain('Insults the host.');
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/operator/review-reports', headers: staff.headers })).json();
    expect(after.results.some((entry2: { reviewId: number }) => entry2.reviewId === bad.id)).toBe(false);
    // Hidden, it can be neither answered nor reported, nor hidden twice.
    expect((await ctx.app.inject({ method: 'POST', url: hideUrl, headers: staff.headers, payload: { reason: 'Again' } })).statusCode).toBe(
      409,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/reviews/${bad.id}/answer`, headers: host.headers, payload: { answer: 'Hm' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lets staff dismiss the reports of a review, which stays shown, in the audit log', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    const fair = await review(item.id, 2, 'Too short for the price.', { firstName: 'Eva', lastName: 'Lind' });
    await ctx.app.inject({ method: 'POST', url: `/api/reviews/${fair.id}/report`, headers: host.headers, payload: { reason: 'Unfair.' } });
    const url = `/api/operator/reviews/${fair.id}/dismiss-reports`;
    const dismissed = await ctx.app.inject({ method: 'POST', url, headers: staff.headers });
    expect(dismissed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url, headers: staff.headers })).statusCode).toBe(404);
    expect(await detail(item.id)).toMatchObject({ reviewAverage: 2, reviewCount: 1 });
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.dismiss_reports'));
    expect(entries.some((entry) => entry.subjectId === String(fair.id))).toBe(true);
  });

  it("neither shows nor counts a refunded guest's review", async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, STARTED);
    await review(item.id, 4, 'Good.', { firstName: 'Finn', lastName: 'Ode' }, 1);
    const refunded = await review(item.id, 2, 'Meh.', { firstName: 'Gus', lastName: 'Pratt' });
    expect(await detail(item.id)).toMatchObject({ reviewAverage: 3, reviewCount: 2 });
    await ctx.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.order.id));
    const after = await detail(item.id);
    expect(after).toMatchObject({ reviewAverage: 4, reviewCount: 1 });
    expect(after.latestReviews.map((shown: { comment: string }) => shown.comment)).toEqual(['Good.']);
    const list = (await ctx.app.inject({ method: 'GET', url: listUrl(item.id) })).json();
    expect(list).toMatchObject({ count: 1, results: [{ comment: 'Good.' }] });
  });
});
