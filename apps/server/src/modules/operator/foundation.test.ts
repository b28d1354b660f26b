import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { AuditPageSchema, StaffListSchema } from '@trg/contract/operator';
import { AuthSessionSchema } from '@trg/contract/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { users } from '../accounts/schema.ts';
import { auditLog } from './schema.ts';
import { staffCommand } from './audit.ts';
import { withCsrf } from '../../testing/csrf.ts';
import { createStaff, removeStaff, StaffInputError } from './staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: '0' });
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('staff accounts from the command line', () => {
  it('creates a staff account whose one-time link sets the password, then signs in as staff; the link works once', async () => {
    const db = ctx.database.db;
    const { link } = await createStaff(db, {
      username: 'ops_clara',
      email: 'clara@therealgrape.example',
      publicUrl: 'https://trg.example',
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://trg.example/ResetPassword');
    const token = url.searchParams.get('token') ?? '';

    // Before the link is used, no password works.
    const early = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'ops_clara', password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(400);

    const confirm = async (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.passwordResetConfirm,
        payload: { token, password, password2: password },
        ...(await withCsrf(ctx.app)),
      });
    const set = await confirm('Quiet-Cellar-Ledger-9');
    expect(set.statusCode).toBe(200);
    const again = await confirm('Quiet-Cellar-Ledger-8');
    expect(again.statusCode).toBe(400);

    const login = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'ops_clara', password: 'Quiet-Cellar-Ledger-9' },
    });
    expect(login.statusCode).toBe(200);
    const session = AuthSessionSchema.parse(login.json());
    expect(session.user.groups).toEqual([{ name: 'staff' }]);
    const staffList = await get(OPERATOR_API_PATHS.staff, { authorization: `Token ${session.token}` });
    expect(StaffListSchema.parse(staffList.json()).staff.map((s) => s.username)).toContain('ops_clara');
  });

  it('refuses a taken username or email and a bad address, and writes nothing', async () => {
    const db = ctx.database.db;
    const member = await createMember(db);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    await expect(
      createStaff(db, { username: member.user.username.toUpperCase(), email: 'new@example.com', publicUrl: 'http://x' }),
    ).rejects.toThrow(StaffInputError);
    await expect(createStaff(db, { username: 'ops_new', email: member.user.email, publicUrl: 'http://x' })).rejects.toThrow(
      StaffInputError,
    );
    await expect(createStaff(db, { username: 'ops_new', email: 'not an address', publicUrl: 'http://x' })).rejects.toThrow(StaffInputError);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it('removes only staff accounts, ending their sessions, and logs both commands', async () => {
    const db = ctx.database.db;
    const staff = await createStaffUser(db, { username: 'ops_leaving' });
    const member = await createMember(db);
    await expect(removeStaff(db, member.user.username)).rejects.toThrow(StaffInputError);
    await removeStaff(db, 'OPS_LEAVING');
    expect((await get(OPERATOR_API_PATHS.staff, staff.headers)).statusCode).toBe(401);
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(staff.user.id)));
    expect(entries.map((e) => [e.action, e.staffUsername])).toEqual([['staff.remove', 'command line']]);
    expect(entries[0]?.before).toMatchObject({ username: 'ops_leaving' });
  });
});

describe('the /api/operator subtree', () => {
  it('answers 401 to visitors and 403 to members and hosts, on every console path', async () => {
    const db = ctx.database.db;
    const member = await createMember(db);
    const host = await createProfessional(db);
    for (const path of [OPERATOR_API_PATHS.staff, OPERATOR_API_PATHS.audit]) {
      const anonymous = await get(path);
      expect(anonymous.statusCode).toBe(401);
      expect((await get(path, member.headers)).statusCode).toBe(403);
      const refused = await get(path, host.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'forbidden', message: "This is for The Real Grape's staff only." } });
    }
  });

  it('refuses an unknown console path like a known one, and tells only staff it does not exist', async () => {
    const db = ctx.database.db;
    const member = await createMember(db);
    const staff = await createStaffUser(db);
    expect((await get('/api/operator/no-such-thing')).statusCode).toBe(401);
    expect((await get('/api/operator/no-such-thing', member.headers)).statusCode).toBe(403);
    expect((await get('/api/operator/no-such-thing', staff.headers)).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('is written in the same transaction as the change, and a command that writes none rolls back', async () => {
    const db = ctx.database.db;
    const staff = await createStaffUser(db);
    const request = { user: { ...staff.user, group: 'staff' } } as never;
    const target = await createMember(db, { firstName: 'Before' });

    await expect(
      staffCommand(db, request, async (tx) => {
        await tx.update(users).set({ firstName: 'Unlogged' }).where(eq(users.id, target.user.id));
      }),
    ).rejects.toThrow(/audit log/);
    const [unchanged] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, target.user.id));
    expect(unchanged?.firstName).toBe('Before');

    await staffCommand(db, request, async (tx, audit) => {
      await tx.update(users).set({ firstName: 'Logged' }).where(eq(users.id, target.user.id));
      await audit({
        action: 'test.rename',
        subjectType: 'user',
        subjectId: target.user.id,
        summary: 'Renamed for the test',
        before: { firstName: 'Before' },
        after: { firstName: 'Logged' },
      });
    });
    const page = AuditPageSchema.parse(
      (await get(`${OPERATOR_API_PATHS.audit}?subjectType=user&subjectId=${target.user.id}`, staff.headers)).json(),
    );
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      action: 'test.rename',
      staffUsername: staff.user.username,
      before: { firstName: 'Before' },
      after: { firstName: 'Logged' },
    });

    // Searching finds it by its words and its author; a search for something else does not.
    const byText = AuditPageSchema.parse(
      (await get(`${OPERATOR_API_PATHS.audit}?q=${encodeURIComponent('renamed for')}`, staff.headers)).json(),
    );
    expect(byText.results.map((r) => r.subjectId)).toContain(String(target.user.id));
    const none = AuditPageSchema.parse(
      (await get(`${OPERATOR_API_PATHS.audit}?q=${encodeURIComponent('100%_nothing')}`, staff.headers)).json(),
    );
    expect(none.count).toBe(0);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const db = ctx.database.db;
    await createStaff(db, { username: 'ops_history', email: 'history@therealgrape.example', publicUrl: 'http://x' });
    await expect(db.update(auditLog).set({ summary: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.create')).limit(1);
    expect(entry?.summary).not.toBe('rewritten');
  });

  it('refuses a bad page with a 400 in the error shape', async () => {
    const staff = await createStaffUser(ctx.database.db);
    const response = await get(`${OPERATOR_API_PATHS.audit}?page=0`, staff.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('page');
  });
});
