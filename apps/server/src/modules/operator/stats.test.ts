import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { StatsSchema, type Stats } from '@trg/contract/operator-charts';
import { isoDateInDays, todayIso } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { pageViews } from '../analytics/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';

let ctx: TestContext;
let staff: Record<string, string>;
let memberHeaders: Record<string, string>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  staff = (await createStaffUser(db)).headers;
  const member = await createMember(db);
  memberHeaders = member.headers;
  const host = await createProfessional(db);
  const riesling = await createCatalogItem(db, host.user.id, { title: 'Alsace Riesling Evening', currency: 'GBP', priceMinor: 4500 });
  const walk = await createCatalogItem(db, host.user.id, {
    kind: 'experience',
    title: 'Burgundy Vineyard Walk',
    currency: 'EUR',
    priceMinor: 3000,
  });
  const sly = await createCatalogItem(db, host.user.id, {
    title: '=HYPERLINK("http://evil.example","Tasting, Deluxe")',
    currency: 'GBP',
    priceMinor: 1000,
  });
  const buyer = member.user.id;

  // Paid in the range (1 to 5 March 2025, UTC), with their lines put in the cart in the range too.
  const inRange = [
    await createPaidOrder(db, buyer, [{ itemId: riesling.id, quantity: 2, unitPriceMinor: 4500 }], {
      paidAt: at('2025-03-01T10:00:00Z'),
      totalMinor: 9500,
    }),
    // Refunded in full since: still a sale of 3 March, and its refund shows.
    await createPaidOrder(db, buyer, [{ itemId: riesling.id, quantity: 1, unitPriceMinor: 4500 }], {
      paidAt: at('2025-03-03T23:30:00Z'),
      totalMinor: 4800,
      status: 'refunded',
      refundedMinor: 4800,
    }),
    // Partly refunded, in euros.
    await createPaidOrder(db, buyer, [{ itemId: walk.id, quantity: 3, unitPriceMinor: 3000 }], {
      currency: 'EUR',
      paidAt: at('2025-03-03T08:00:00Z'),
      totalMinor: 9300,
      refundedMinor: 3100,
    }),
    await createPaidOrder(db, buyer, [{ itemId: sly.id, quantity: 1, unitPriceMinor: 1000 }], {
      paidAt: at('2025-03-05T23:59:59Z'),
      totalMinor: 1000,
    }),
  ];
  await db
    .update(orderItems)
    .set({ createdAt: at('2025-03-01T09:00:00Z') })
    .where(
      inArray(
        orderItems.orderId,
        inRange.map((order) => order.id),
      ),
    );

  // Paid a second before the range, and on the day after it: not sales of the range.
  const before = await createPaidOrder(db, buyer, [{ itemId: riesling.id, quantity: 5, unitPriceMinor: 4500 }], {
    paidAt: at('2025-02-28T23:59:59Z'),
    totalMinor: 22500,
  });
  await db
    .update(orderItems)
    .set({ createdAt: at('2025-02-28T20:00:00Z') })
    .where(eq(orderItems.orderId, before.id));
  // ...but this one's cart got its line in the range.
  const after = await createPaidOrder(db, buyer, [{ itemId: walk.id, quantity: 1, unitPriceMinor: 3000 }], {
    currency: 'EUR',
    paidAt: at('2025-03-06T00:00:00Z'),
    totalMinor: 3100,
  });
  await db
    .update(orderItems)
    .set({ createdAt: at('2025-03-05T22:00:00Z') })
    .where(eq(orderItems.orderId, after.id));
  // A cart never paid, filled in the range.
  const shopper = await createMember(db);
  const [cart] = await db.insert(orders).values({ userId: shopper.user.id, status: 'cart' }).returning();
  if (!cart) throw new Error('no cart');
  await db.insert(orderItems).values({ orderId: cart.id, itemId: walk.id, quantity: 2, createdAt: at('2025-03-02T12:00:00Z') });

  const views = (path: string, n: number, viewedAt: string) => Array.from({ length: n }, () => ({ path, viewedAt: at(viewedAt) }));
  await db.insert(pageViews).values([
    ...views('/Events', 4, '2025-03-02T10:00:00Z'),
    ...views('/Experiences', 2, '2025-03-04T10:00:00Z'),
    ...views('/Events/alsace-riesling-evening', 3, '2025-03-01T00:00:00Z'),
    ...views('/Experiences/burgundy-vineyard-walk', 1, '2025-03-05T23:59:59Z'),
    ...views('/Events/alsace-riesling-evening/extra', 1, '2025-03-03T10:00:00Z'),
    ...views('/', 2, '2025-03-03T10:00:00Z'),
    // Out of the range.
    ...views('/Events', 10, '2025-02-28T23:59:59Z'),
    ...views('/Events/alsace-riesling-evening', 10, '2025-03-06T00:00:00Z'),
  ]);
});
afterAll(async () => ctx.close());

const get = (url: string, headers = staff) => ctx.app.inject({ method: 'GET', url, headers });
const stats = async (query: string): Promise<Stats> => {
  const response = await get(`${OPERATOR_API_PATHS.stats}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return StatsSchema.parse(response.json());
};
const RANGE = 'from=2025-03-01&to=2025-03-05';
const zero = (date: string) => ({ date, orders: 0, tickets: 0, grossMinor: 0, refundedMinor: 0 });

describe('GET /api/operator/stats', () => {
  it('gives sales by day per currency, every day of the range, counting only orders paid in it', async () => {
    const result = await stats(RANGE);
    expect(result).toMatchObject({ from: '2025-03-01', to: '2025-03-05', currency: null, currencies: ['EUR', 'GBP'] });
    expect(result.salesByDay).toEqual([
      {
        currency: 'EUR',
        days: [
          zero('2025-03-01'),
          zero('2025-03-02'),
          { date: '2025-03-03', orders: 1, tickets: 3, grossMinor: 9300, refundedMinor: 3100 },
          zero('2025-03-04'),
          zero('2025-03-05'),
        ],
      },
      {
        currency: 'GBP',
        days: [
          { date: '2025-03-01', orders: 1, tickets: 2, grossMinor: 9500, refundedMinor: 0 },
          zero('2025-03-02'),
          { date: '2025-03-03', orders: 1, tickets: 1, grossMinor: 4800, refundedMinor: 4800 },
          zero('2025-03-04'),
          { date: '2025-03-05', orders: 1, tickets: 1, grossMinor: 1000, refundedMinor: 0 },
        ],
      },
    ]);
  });

  it('gives sales by item per currency, best gross first', async () => {
    const result = await stats(RANGE);
    expect(
      result.salesByItem.map(({ title, kind, currency, tickets, grossMinor }) => ({ title, kind, currency, tickets, grossMinor })),
    ).toEqual([
      { title: 'Alsace Riesling Evening', kind: 'event', currency: 'GBP', tickets: 3, grossMinor: 13_500 },
      { title: 'Burgundy Vineyard Walk', kind: 'experience', currency: 'EUR', tickets: 3, grossMinor: 9000 },
      { title: '=HYPERLINK("http://evil.example","Tasting, Deluxe")', kind: 'event', currency: 'GBP', tickets: 1, grossMinor: 1000 },
    ]);
  });

  it('counts page views by path in the range, most viewed first', async () => {
    const result = await stats(RANGE);
    expect(result.pageViews).toEqual([
      { path: '/Events', views: 4 },
      { path: '/Events/alsace-riesling-evening', views: 3 },
      { path: '/', views: 2 },
      { path: '/Experiences', views: 2 },
      { path: '/Events/alsace-riesling-evening/extra', views: 1 },
      { path: '/Experiences/burgundy-vineyard-walk', views: 1 },
    ]);
  });

  it('gives the funnel from listing views to paid orders with the conversion between steps', async () => {
    const result = await stats(RANGE);
    expect(result.funnel).toEqual([
      { step: 'listing', label: 'Listing views', count: 6, conversion: null },
      { step: 'item', label: 'Item views', count: 4, conversion: 66.7 },
      // The four paid in the range, the one paid the day after and the cart never paid.
      { step: 'cart', label: 'Carts', count: 6, conversion: 150 },
      { step: 'paid', label: 'Paid orders', count: 4, conversion: 66.7 },
    ]);
  });

  it('shows one currency when asked (in any case); the funnel and the currencies for the filter stay whole', async () => {
    const all = await stats(RANGE);
    const euros = await stats(`${RANGE}&currency=eur`);
    expect(euros.currency).toBe('EUR');
    expect(euros.currencies).toEqual(['EUR', 'GBP']);
    expect(euros.salesByDay.map((series) => series.currency)).toEqual(['EUR']);
    expect(euros.salesByDay[0]?.days[2]).toEqual({ date: '2025-03-03', orders: 1, tickets: 3, grossMinor: 9300, refundedMinor: 3100 });
    expect(euros.salesByItem.map((row) => row.title)).toEqual(['Burgundy Vineyard Walk']);
    expect(euros.funnel).toEqual(all.funnel);
    expect(euros.pageViews).toEqual(all.pageViews);

    // A currency without sales: its days, all zero.
    const dollars = await stats(`${RANGE}&currency=USD`);
    expect(dollars.salesByDay).toEqual([
      { currency: 'USD', days: ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'].map(zero) },
    ]);
    expect(dollars.salesByItem).toEqual([]);
    // An empty currency is every currency.
    expect((await stats(`${RANGE}&currency=`)).salesByDay.map((series) => series.currency)).toEqual(['EUR', 'GBP']);
  });

  it('covers the last 30 days up to today by default, and a single day', async () => {
    const result = await stats('');
    expect(result.to).toBe(todayIso());
    expect(result.from).toBe(isoDateInDays(-29));
    expect(result.salesByDay.every((series) => series.days.length === 30)).toBe(true);
    const single = await stats('from=2025-03-03&to=2025-03-03');
    expect(single.salesByDay.map((series) => [series.currency, series.days])).toEqual([
      ['EUR', [{ date: '2025-03-03', orders: 1, tickets: 3, grossMinor: 9300, refundedMinor: 3100 }]],
      ['GBP', [{ date: '2025-03-03', orders: 1, tickets: 1, grossMinor: 4800, refundedMinor: 4800 }]],
    ]);
    // 366 days is the most.
    expect((await stats('from=2024-01-01&to=2024-12-31')).salesByDay).toEqual([]);
  });

  it.each([
    ['from after to', 'from=2025-03-05&to=2025-03-01', 'from'],
    ['more than 366 days', 'from=2024-01-01&to=2025-01-01', 'from'],
    ['no such date', 'from=2025-02-30&to=2025-03-05', 'from'],
    ['not a date', 'from=1%20March&to=2025-03-05', 'from'],
    ['a bad end', 'from=2025-03-01&to=2025-13-01', 'to'],
    ['no such currency', `${RANGE}&currency=XYZ`, 'currency'],
  ])('answers 400 naming the field for %s', async (_name, query, field) => {
    const response = await get(`${OPERATOR_API_PATHS.stats}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; message: string; fields?: Record<string, unknown> } };
    expect(body.error.fields).toHaveProperty(field);
  });

  it('answers 400 naming an unknown parameter', async () => {
    const response = await get(`${OPERATOR_API_PATHS.stats}?${RANGE}&chart=funnel`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toContain('chart');
  });

  it('is for staff only', async () => {
    expect((await get(`${OPERATOR_API_PATHS.stats}?${RANGE}`, memberHeaders)).statusCode).toBe(403);
    expect((await get(`${OPERATOR_API_PATHS.stats}?${RANGE}`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/operator/stats/export', () => {
  const csv = async (query: string) => {
    const response = await get(`${OPERATOR_API_PATHS.statsExport}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return { disposition: response.headers['content-disposition'], lines: response.body.replace(/^\uFEFF/, '').split('\r\n') };
  };

  it('exports sales by day as a file, amounts as decimals', async () => {
    const { disposition, lines } = await csv(`chart=sales-by-day&${RANGE}&currency=GBP`);
    expect(disposition).toBe('attachment; filename="sales-by-day_2025-03-01_2025-03-05_GBP.csv"');
    expect(lines).toEqual([
      'Date,Currency,Paid orders,Tickets,Gross,Refunded',
      '2025-03-01,GBP,1,2,95.00,0.00',
      '2025-03-02,GBP,0,0,0.00,0.00',
      '2025-03-03,GBP,1,1,48.00,48.00',
      '2025-03-04,GBP,0,0,0.00,0.00',
      '2025-03-05,GBP,1,1,10.00,0.00',
      '',
    ]);
  });

  it('exports sales by item with a formula-looking title made harmless and quoted', async () => {
    const { disposition, lines } = await csv(`chart=sales-by-item&${RANGE}`);
    expect(disposition).toBe('attachment; filename="sales-by-item_2025-03-01_2025-03-05.csv"');
    expect(lines).toEqual([
      'Item,Kind,Currency,Tickets,Gross',
      'Alsace Riesling Evening,event,GBP,3,135.00',
      'Burgundy Vineyard Walk,experience,EUR,3,90.00',
      `"'=HYPERLINK(""http://evil.example"",""Tasting, Deluxe"")",event,GBP,1,10.00`,
      '',
    ]);
  });

  it('exports page views and the funnel', async () => {
    expect((await csv(`chart=page-views&${RANGE}`)).lines.slice(0, 3)).toEqual([
      'Path,Views',
      '/Events,4',
      '/Events/alsace-riesling-evening,3',
    ]);
    expect((await csv(`chart=funnel&${RANGE}`)).lines).toEqual([
      'Step,Count,Conversion from the step before (%)',
      'Listing views,6,',
      'Item views,4,66.7',
      'Carts,6,150.0',
      'Paid orders,4,66.7',
      '',
    ]);
  });

  it('refuses an unknown chart and a bad range with 400', async () => {
    for (const query of [`chart=pie&${RANGE}`, `${RANGE}`, 'chart=funnel&from=2025-03-05&to=2025-03-01']) {
      const response = await get(`${OPERATOR_API_PATHS.statsExport}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
