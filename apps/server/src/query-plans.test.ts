import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { createTestApp, type TestContext } from './testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from './testing/factories.ts';
import { cartClient } from './testing/cart.ts';
import { queryRows, type Database } from './db/client.ts';

// The public reads and a member's cart and orders with 100,000 items in the catalogue (and orders and
// reviews in proportion): every statement they send is planned without a sequential scan of a big table.
const ITEMS = 100_000;
const ORDERS = 20_000;
/** A table this small is read whole faster than through an index; the planner is right to. */
const SMALL_TABLE_ROWS = 1_000;
/** Sitemap pages this long, so that one is a small part of the catalogue, as at scale (the protocol allows 50,000). */
const SITEMAP_PAGE_SIZE = 1_000;

interface Statement {
  query: string;
  params: unknown[];
}

const statements: Statement[] = [];
const recorder: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createMember>>;
let itemId: number;

/** Items, orders and reviews in bulk, by set-based SQL (a loop of inserts would take minutes). */
async function seedInBulk(db: Database['db'], hostId: number, buyerId: number, template: number) {
  await db.execute(sql`
    insert into catalog_items (kind, host_id, title, online, status, currency, description, item_type, host, date, time,
      time_zone, maximum_quantity, price_minor, quantity, tickets_per_order, location_city, location_country, published_at, lat, lng)
    select case when g % 4 = 0 then 'experience' else 'event' end, ${hostId}, 'Bulk tasting ' || g, g % 5 = 0,
      case when g % 10 = 0 then 'Draft' else 'Active' end, 'EUR', 'A bulk item.', 'Tasting', 'Bulk host',
      current_date + (g % 400) - 30, '19:00', 'GMT+01:00', 4, 2500 + g % 50, 40, 1, 'Lyon',
      (array['FR', 'IT', 'ES', 'PT', 'DE'])[1 + g % 5], now(), 43 + (g % 900) / 100.0, -1 + (g % 1100) / 100.0
    from generate_series(1, ${ITEMS}) as g`);
  await db.execute(sql`
    insert into orders (user_id, status, currency, booking_reference, paid_at)
    select ${buyerId}, 'paid', 'EUR', 'TRG-BULK' || g, now() from generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`
    insert into order_items (order_id, item_id, quantity, unit_price_minor)
    select o.id, ${template} + 1 + (o.id * 7) % ${ITEMS}, 1, 2500 from orders o where o.booking_reference like 'TRG-BULK%'`);
  await db.execute(sql`
    insert into item_reviews (item_id, user_id, rating, comment)
    select ${template} + g, ${buyerId}, 1 + g % 5, 'Bulk review' from generate_series(1, ${ORDERS}) as g`);
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map index-only scans use.
  await db.execute(sql`vacuum analyze`);
}

type PlanNode = Record<string, unknown>;

/** Every node of a plan, depth first. */
function nodesOf(plan: unknown): PlanNode[] {
  if (typeof plan !== 'object' || plan === null) return [];
  const node = plan as PlanNode;
  return [node, ...(Array.isArray(node.Plans) ? node.Plans.flatMap(nodesOf) : [])];
}

/** The plan's nodes that read a whole table, with the table's name. */
function sequentialScans(plan: unknown): string[] {
  return nodesOf(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => String(node['Relation Name']));
}

/** EXPLAIN of one recorded statement with its own parameters, through the driver the app uses. */
async function planOf(database: Database, statement: Statement): Promise<unknown> {
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${statement.query}`, statement.params);
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: unknown }[];
  return parsed[0]?.Plan;
}

/** The statements one request sends. */
async function statementsOf(send: () => Promise<{ statusCode: number }>, expectedStatus: number) {
  statements.length = 0;
  const response = await send();
  expect(response.statusCode).toBe(expectedStatus);
  const sent = statements.filter((statement) => /^\s*(select|insert|update|delete|with)\b/i.test(statement.query));
  expect(sent.length).toBeGreaterThan(0);
  return sent;
}

/** The statements one request sends, and the big tables any of them scans whole. */
async function scansOf(send: () => Promise<{ statusCode: number }>, expectedStatus: number) {
  const sent = await statementsOf(send, expectedStatus);
  const big = new Set(
    (
      await queryRows<{ relname: string }>(
        ctx.app.db,
        sql`select relname from pg_class where relkind = 'r' and reltuples > ${SMALL_TABLE_ROWS}`,
      )
    ).map((row) => row.relname),
  );
  const scans: string[] = [];
  for (const statement of sent) scans.push(...sequentialScans(await planOf(ctx.database, statement)).filter((table) => big.has(table)));
  return { scans, count: sent.length };
}

beforeAll(async () => {
  ctx = await createTestApp({ SITEMAP_PAGE_SIZE: String(SITEMAP_PAGE_SIZE) }, { logger: recorder });
  const host = await createProfessional(ctx.database.db);
  const buyer = await createMember(ctx.database.db);
  member = await createMember(ctx.database.db);
  const template = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Template tasting' });
  await seedInBulk(ctx.database.db, host.user.id, buyer.user.id, template.id);
  const item = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Planned tasting', quantity: 30 });
  itemId = item.id;
  await createPaidOrder(ctx.database.db, member.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
  expect((await cartClient(ctx.app).add(member.headers, itemId)).statusCode).toBe(200);
}, 300_000);
afterAll(async () => ctx?.close());

describe(`query plans with ${ITEMS.toLocaleString('en')} items`, () => {
  it('has the big tables it needs to prove anything', async () => {
    const [row] = await queryRows<{ n: number }>(ctx.app.db, sql`select reltuples::int as n from pg_class where relname = 'catalog_items'`);
    expect(row?.n).toBeGreaterThan(ITEMS * 0.9);
  });

  it.each([
    ['the listing', '/api/events?page=1&pageSize=20'],
    ['a deep page of the listing', '/api/events?page=1500&pageSize=20'],
    ['the listing in one country', '/api/experiences?page=1&pageSize=20&country=IT'],
    ['the online listing', '/api/events?page=2&pageSize=20&online=true'],
  ])('reads %s in one statement plus a total and the countries of its filter, with no sequential scan', async (_name, url) => {
    const { scans, count } = await scansOf(() => ctx.app.inject({ method: 'GET', url }), 200);
    expect(scans).toEqual([]);
    expect(count).toBeLessThanOrEqual(3);
  });

  // Issue 31: the search (with a typo) and a filtered listing read the search table's GIN indexes and the venues'
  // GiST box, never the catalogue whole.
  it.each([
    ['a search', '/api/events?q=barolo'],
    ['a search with a typo', '/api/experiences?q=chablsi'],
    ['a search with filters', '/api/events?q=tasting&near=Reims&km=30&when=30days'],
    ['a listing near a town, this month, by distance', '/api/events?near=Reims&km=30&when=30days&sort=distance'],
    ['a listing by grape and price', '/api/events?grape=syrah&priceMin=10&priceMax=40'],
  ])('reads %s with no sequential scan of a big table', async (_name, url) => {
    const { scans, count } = await scansOf(() => ctx.app.inject({ method: 'GET', url }), 200);
    expect(scans).toEqual([]);
    expect(count).toBeLessThanOrEqual(3);
  });

  // A sitemap page is thousands of rows, whose titles the planner may rightly fetch by reading the table whole
  // (fewer pages than as many lookups). What the listing index spares is sorting or walking the whole catalogue:
  // the page's ids are taken in the index's order, deep pages skip index entries, the total is counted from it.
  it.each([
    ['the sitemap (an index at this size)', '/sitemap.xml'],
    ['the first page of the sitemap', '/sitemap-1.xml'],
    ['a deep page of the sitemap', '/sitemap-60.xml'],
  ])('reads %s in at most two statements that take the page from the listing index and sort no more than a page', async (_name, url) => {
    const sent = await statementsOf(() => ctx.app.inject({ method: 'GET', url }), 200);
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const statement of sent) {
      const nodes = nodesOf(await planOf(ctx.database, statement));
      expect(nodes.map((node) => node['Index Name'])).toContain('catalog_items_listing_idx');
      const sorted = nodes.filter((node) => node['Node Type'] === 'Sort').map((node) => Number(node['Plan Rows']));
      expect(Math.max(0, ...sorted)).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    }
  });

  it('reads the detail in one statement, with no sequential scan', async () => {
    const { scans, count } = await scansOf(() => ctx.app.inject({ method: 'GET', url: `/api/events/${itemId}` }), 200);
    expect(scans).toEqual([]);
    expect(count).toBe(1);
  });

  it.each([
    ['the cart summary', () => ({ method: 'GET' as const, url: API_PATHS.cart.summary })],
    ['my orders', () => ({ method: 'GET' as const, url: API_PATHS.cart.myOrders })],
  ])('reads %s with no sequential scan', async (_name, request) => {
    const { scans } = await scansOf(() => ctx.app.inject({ ...request(), headers: member.headers }), 200);
    expect(scans).toEqual([]);
  });

  it('adds to the cart with no sequential scan', async () => {
    const { scans } = await scansOf(
      () => cartClient(ctx.app).update(member.headers, { productGroup: 'Events', productId: itemId, action: 'add', quantity: 1 }),
      200,
    );
    expect(scans).toEqual([]);
  });
});
