import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDateInDays } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional, createUser } from '../../testing/factories.ts';
import { itemReviews } from './schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
let otherHost: Awaited<ReturnType<typeof createProfessional>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  host = await createProfessional(ctx.database.db);
  otherHost = await createProfessional(ctx.database.db);
});
afterAll(async () => ctx.close());

const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
const hosted = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/reviews/hosted${query}`, headers });

/** A guest with a paid booking reviews the item, `daysAgo` days back. */
async function review(itemId: number, comment: string, daysAgo: number, product: 'event' | 'experience' = 'event') {
  const guest = await createMember(ctx.database.db, { firstName: 'Anna', lastName: 'kowalska' });
  await createPaidOrder(ctx.database.db, guest.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
  const posted = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/business-profile/create-event-and-experience-review/${itemId}/`,
    headers: guest.headers,
    payload: { product, rating: 4, comment },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const [row] = await ctx.database.db
    .update(itemReviews)
    .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(and(eq(itemReviews.itemId, itemId), eq(itemReviews.userId, guest.user.id)))
    .returning({ id: itemReviews.id });
  return row!.id;
}

describe("the host's reviews on the dashboard (decision 0033)", () => {
  it("lists only the shown reviews of the host's own items, newest first, with the item; waiting=true the unanswered", async () => {
    const event = await createCatalogItem(ctx.database.db, host.user.id, { ...STARTED, title: 'Chalk Evening' });
    const experience = await createCatalogItem(ctx.database.db, host.user.id, { ...STARTED, kind: 'experience', title: 'Cellar Walk' });
    const elsewhere = await createCatalogItem(ctx.database.db, otherHost.user.id, STARTED);
    const old = await review(event.id, 'Old and answered', 3);
    const fresh = await review(experience.id, 'Fresh and waiting', 1, 'experience');
    const hidden = await review(event.id, 'Hidden by staff', 0);
    await review(elsewhere.id, 'Another host', 0);
    await ctx.database.db.update(itemReviews).set({ hiddenAt: new Date(), hiddenReason: 'Abusive' }).where(eq(itemReviews.id, hidden));
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${old}/answer`,
      headers: host.headers,
      payload: { answer: 'Thank you.' },
    });
    expect(answered.statusCode).toBe(200);

    const all = await hosted(host.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 2, page: 1, pageSize: 5, waiting: 1 });
    expect(all.json().results).toEqual([
      expect.objectContaining({
        id: fresh,
        comment: 'Fresh and waiting',
        reviewerName: 'Anna K.',
        answer: null,
        itemId: experience.id,
        itemTitle: 'Cellar Walk',
        itemKind: 'experience',
        itemSlug: `cellar-walk-${experience.id}`,
      }),
      expect.objectContaining({
        id: old,
        itemTitle: 'Chalk Evening',
        itemKind: 'event',
        answer: expect.objectContaining({ comment: 'Thank you.' }),
      }),
    ]);
    const waiting = (await hosted(host.headers, '?waiting=true')).json();
    expect(waiting).toMatchObject({ count: 1, waiting: 1, results: [{ id: fresh }] });
    expect((await hosted(host.headers, '?page=2')).json()).toMatchObject({ count: 2, page: 2, results: [] });

    // Another host sees their own alone; members, staff and visitors are refused; a bad filter is a 400.
    expect((await hosted(otherHost.headers)).json()).toMatchObject({ count: 1, results: [{ comment: 'Another host' }] });
    const member = await createMember(ctx.database.db);
    expect((await hosted(member.headers)).statusCode).toBe(403);
    expect((await hosted((await createUser(ctx.database.db, { group: 'staff' })).headers)).statusCode).toBe(403);
    expect((await hosted({})).statusCode).toBe(401);
    const bad = await hosted(host.headers, '?waiting=maybe');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toContain('waiting must be true or false.');
  });
});
