import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { HostDetailSchema, HostsPageSchema } from '@trg/contract/operator-hosts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems } from '../cart/schema.ts';
import { tickets } from '../bookings/schema.ts';
import { profiles } from '../profiles/schema.ts';
import { auditLog } from './schema.ts';
import { ExperienceScheduleInputSchema } from '@trg/contract/slots';
import { catalogItems } from '../catalog/schema.ts';
import { saveSchedule } from '../catalog/slots.ts';
import { WEEKEND_SCHEDULE } from '../../testing/security-world.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
const db = () => ctx.database.db;
const path = (template: string, id: number) => template.replace(':id', String(id));

describe('hosts', () => {
  it('lists hosts with business name, items, tickets sold, takings and payouts per currency; searchable', async () => {
    const staff = await createStaffUser(db());
    const host = await createProfessional(db());
    await db()
      .insert(profiles)
      .values({ userId: host.user.id, businessName: 'Maison Figures' })
      .onConflictDoUpdate({ target: profiles.userId, set: { businessName: 'Maison Figures' } });
    const pounds = await createCatalogItem(db(), host.user.id, { priceMinor: 4500 });
    const euros = await createCatalogItem(db(), host.user.id, { priceMinor: 3000, currency: 'EUR' });
    const buyer = await createMember(db());
    await createPaidOrder(db(), buyer.user.id, [{ itemId: pounds.id, quantity: 2, unitPriceMinor: 4500, unitFeeMinor: 225 }]);
    await createPaidOrder(db(), buyer.user.id, [{ itemId: euros.id, quantity: 1, unitPriceMinor: 3000 }], { currency: 'EUR' });
    const response = await ctx.app.inject({ method: 'GET', url: `${OPERATOR_API_PATHS.hosts}?q=maison%20fig`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const page = HostsPageSchema.parse(response.json());
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      id: host.user.id,
      businessName: 'Maison Figures',
      items: 2,
      ticketsSold: 3,
      suspended: false,
      // The booking fee is the buyer's, on top: the host is owed what the tickets sold for.
      money: [
        { currency: 'EUR', ticketsSold: 1, takings: '30.00', payoutDue: '30.00' },
        { currency: 'GBP', ticketsSold: 2, takings: '90.00', payoutDue: '90.00' },
      ],
    });
    const detail = HostDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: path(OPERATOR_API_PATHS.host, host.user.id), headers: staff.headers })).json(),
    );
    expect(detail.hostItems.map((item) => [item.id, item.status, item.ticketsSold, item.takings])).toEqual(
      [
        [pounds.id, 'Active', 2, '90.00'],
        [euros.id, 'Active', 1, '30.00'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // An experience sold by the slot is sold through its slots: their takings are its host's, counted under it.
    const tour = await createCatalogItem(db(), host.user.id, { kind: 'experience', priceMinor: 2000, timeZone: 'Europe/London' });
    await saveSchedule(db(), host.user.id, tour.id, ExperienceScheduleInputSchema.parse(WEEKEND_SCHEDULE), {
      itemsWithLines: () => Promise.resolve(new Set<number>()),
    });
    const [slot] = await db().select().from(catalogItems).where(eq(catalogItems.parentId, tour.id)).limit(1);
    await createPaidOrder(db(), buyer.user.id, [{ itemId: slot!.id, quantity: 3, unitPriceMinor: 2000 }]);
    const withSlots = HostDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: path(OPERATOR_API_PATHS.host, host.user.id), headers: staff.headers })).json(),
    );
    expect(
      withSlots.hostItems
        .filter((item) => item.id !== pounds.id && item.id !== euros.id)
        .map((item) => [item.id, item.ticketsSold, item.takings]),
    ).toEqual([[tour.id, 3, '60.00']]);
    expect(withSlots.money.find((money) => money.currency === 'GBP')).toMatchObject({
      ticketsSold: 5,
      takings: '150.00',
      payoutDue: '150.00',
    });
    // A member is not a host.
    expect(
      (await ctx.app.inject({ method: 'GET', url: path(OPERATOR_API_PATHS.host, buyer.user.id), headers: staff.headers })).statusCode,
    ).toBe(404);
  });

  it('suspends a host: items leave listings and detail, cannot be added to a cart nor paid; paid tickets stay; emailed, audited; reinstate brings them back', async () => {
    const staff = await createStaffUser(db());
    const host = await createProfessional(db());
    const item = await createCatalogItem(db(), host.user.id, { title: 'Suspended Soirée', priceMinor: 2500 });
    const held = await createMember(db());
    const cart = cartClient(ctx.app);
    // A member with the item in the cart before the suspension, and one who already paid.
    const heldOrder = cart.json<{ OrderId: number }>(await cart.add(held.headers, item.id)).OrderId;
    const payer = await createMember(db());
    const paid = await createPaidOrder(db(), payer.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 2500 }]);
    const [paidLine] = await db().select().from(orderItems).where(eq(orderItems.orderId, paid.id));
    await db()
      .insert(tickets)
      .values({ code: `T${paid.id}X`, orderId: paid.id, orderItemId: paidLine!.id, itemId: item.id, seq: 1, admits: 1 });

    const listed = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/events?page=1&pageSize=50' });
      return JSON.stringify(response.json()).includes('Suspended Soir');
    };
    expect(await listed()).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).statusCode).toBe(200);

    const refusedBody = await ctx.app.inject({
      method: 'POST',
      url: path(OPERATOR_API_PATHS.hostSuspend, host.user.id),
      headers: staff.headers,
      payload: { reason: '' },
    });
    expect(refusedBody.statusCode).toBe(400);
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: path(OPERATOR_API_PATHS.hostSuspend, host.user.id),
      headers: staff.headers,
      payload: { reason: 'Unpaid invoices.' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(HostDetailSchema.parse(suspended.json())).toMatchObject({ suspended: true, suspendedReason: 'Unpaid invoices.' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: path(OPERATOR_API_PATHS.hostSuspend, host.user.id),
          headers: staff.headers,
          payload: { reason: 'again' },
        })
      ).statusCode,
    ).toBe(400);

    expect(await listed()).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).statusCode).toBe(404);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(sitemap.body).not.toContain(`-${item.id}<`);
    const buyer = await createMember(db());
    const add = await cart.add(buyer.headers, item.id);
    expect(add.statusCode).toBeGreaterThanOrEqual(400);
    expect(add.statusCode).toBeLessThan(500);
    expect(cart.json(add).error.message).toContain('bookings with its host are paused');
    const pay = await cart.intent(held.headers, heldOrder);
    expect(pay.statusCode).toBeGreaterThanOrEqual(400);
    expect(pay.statusCode).toBeLessThan(500);
    expect(cart.json(pay).error.message).toContain('paused');
    // The paid booking stands.
    expect((await db().select().from(tickets).where(eq(tickets.orderId, paid.id))).map((t) => t.status)).toEqual(['valid']);
    const hostSession = await ctx.app.inject({ method: 'GET', url: API_PATHS.hostDashboard, headers: host.headers });
    expect(hostSession.statusCode).toBe(200);

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, host.user.email));
    expect(mails.map((m) => m.kind)).toEqual(['host_suspended']);
    expect(mails[0]?.message.text).toContain('Unpaid invoices.');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'host.suspend'), eq(auditLog.subjectId, String(host.user.id))));
    expect(entry?.after).toMatchObject({ suspendedReason: 'Unpaid invoices.', items: [item.id] });

    const reinstated = await ctx.app.inject({
      method: 'POST',
      url: path(OPERATOR_API_PATHS.hostReinstate, host.user.id),
      headers: staff.headers,
      payload: { reason: 'Settled.' },
    });
    expect(reinstated.statusCode).toBe(200);
    expect(HostDetailSchema.parse(reinstated.json()).suspended).toBe(false);
    expect(await listed()).toBe(true);
    expect((await cart.add(buyer.headers, item.id)).statusCode).toBe(200);
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, host.user.email))).map((m) => m.kind)).toEqual([
      'host_suspended',
      'host_reinstated',
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: path(OPERATOR_API_PATHS.hostReinstate, host.user.id),
          headers: staff.headers,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401 to visitors and 403 to members and hosts', async () => {
    const member = await createMember(db());
    const host = await createProfessional(db());
    for (const [method, url] of [
      ['GET', OPERATOR_API_PATHS.hosts],
      ['GET', path(OPERATOR_API_PATHS.host, host.user.id)],
      ['POST', path(OPERATOR_API_PATHS.hostSuspend, host.user.id)],
      ['POST', path(OPERATOR_API_PATHS.hostReinstate, host.user.id)],
    ] as const) {
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: member.headers, payload })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, headers: host.headers, payload })).statusCode).toBe(403);
    }
  });
});
