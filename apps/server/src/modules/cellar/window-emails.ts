import { eq } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import type { CellarEntry } from '@trg/contract/cellar';
import { escapeHtml } from '@trg/contract/html';
import { paths } from '@trg/contract/paths';
import type { Db } from '../../db/client.ts';
import { accountDirectory } from '../accounts/index.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { cellarSettings, cellarWindowNotices } from './schema.ts';
import { memberCellar } from './service.ts';

/** The queues, by name: the monthly run, and one member's email. */
export const CELLAR_QUEUES = {
  windows: 'cellar-windows',
  windowEmail: 'cellar-window-email',
} as const;

/** At 08:00 UTC on the first of each month. */
export const CELLAR_WINDOWS_CRON = '0 8 1 * *';

export interface CellarMailContext {
  db: Db;
  publicUrl: string;
  send(name: string, data: object, options: { singletonKey: string }): Promise<unknown>;
  mailQueued(): void;
}

/** The month (UTC) of an instant, as YYYY-MM: one email per member and month. */
const monthOf = (now: number) => new Date(now).toISOString().slice(0, 7);

/**
 * The wines of a cellar entering their drinking window this year: bottles left, a window that opens this year
 * (the profile's for a profile's wine, the member's own otherwise) and has not closed.
 */
export function winesEnteringWindow(cellar: readonly CellarEntry[], year: number): CellarEntry[] {
  return cellar.filter((entry) => entry.quantity > 0 && entry.startToDrink === String(year) && entry.readiness === 'ready');
}

/**
 * The monthly run: a job for each member who turned the window email on and is not suspended. The member's job
 * decides what to list, so one without wines entering their window this month is sent nothing.
 */
export async function queueWindowEmails(context: CellarMailContext, now = Date.now()): Promise<number> {
  const members = await context.db
    .select({ userId: cellarSettings.userId })
    .from(cellarSettings)
    .innerJoin(accountDirectory, eq(accountDirectory.id, cellarSettings.userId))
    .where(eq(cellarSettings.windowEmail, true));
  const month = monthOf(now);
  for (const { userId } of members) {
    await context.send(CELLAR_QUEUES.windowEmail, { userId, month }, { singletonKey: `cellar-window:${userId}:${month}` });
  }
  return members.length;
}

/**
 * One member's email of the wines entering their window, if they still want it: each wine once (its row in
 * cellar_window_notices, for the window's first year, written with the mail in one transaction), so a retry,
 * a second instance or next month's run never lists it again. Answers the wines listed.
 */
export async function sendWindowEmail(context: CellarMailContext, userId: number, now = Date.now()): Promise<string[]> {
  const [member] = await context.db
    .select({
      email: accountDirectory.email,
      firstName: accountDirectory.firstName,
      suspendedAt: accountDirectory.suspendedAt,
      windowEmail: cellarSettings.windowEmail,
    })
    .from(accountDirectory)
    .innerJoin(cellarSettings, eq(cellarSettings.userId, accountDirectory.id))
    .where(eq(accountDirectory.id, userId));
  // Turned off since the run, suspended, or no address: nothing to send.
  if (!member?.windowEmail || member.suspendedAt || !member.email) return [];
  const year = new Date(now).getUTCFullYear();
  const entering = winesEnteringWindow(await memberCellar(context.db, userId, year), year);
  if (entering.length === 0) return [];
  const to = member.email;
  const listed = await context.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(cellarWindowNotices)
      .values(entering.map((entry) => ({ entryId: entry.id, year })))
      .onConflictDoNothing()
      .returning({ entryId: cellarWindowNotices.entryId });
    const told = new Set(fresh.map((row) => row.entryId));
    const wines = entering.filter((entry) => told.has(entry.id));
    if (wines.length > 0) await enqueueEmail(tx, windowEmail(wines, to, member.firstName || null, context.publicUrl));
    return wines;
  });
  if (listed.length > 0) context.mailQueued();
  return listed.map((entry) => entry.wine);
}

/** 'Morgon 2022, Jean Foillard (6 bottles, Cellar A4)': the wine as the member finds it. */
export function windowLine(entry: CellarEntry): string {
  const name = [entry.wine, entry.vintage].filter(Boolean).join(' ');
  const where = [entry.location, entry.bin].filter(Boolean).join(' ');
  const bottles = `${entry.quantity} ${entry.quantity === 1 ? 'bottle' : 'bottles'}`;
  const window = entry.endToDrink ? `drink ${entry.startToDrink}–${entry.endToDrink}` : `drink from ${entry.startToDrink}`;
  return `${name}${entry.producer ? `, ${entry.producer}` : ''} (${bottles}${where ? `, ${where}` : ''}; ${window})`;
}

/** The email: the wines, one a line, and the link to My Cellar and to turn the email off. */
export function windowEmail(wines: readonly CellarEntry[], to: string, firstName: string | null, publicUrl: string): QueuedEmail {
  const cellarUrl = `${publicUrl}${paths.myCellar}`;
  const greeting = firstName ? `Dear ${firstName},` : 'Hello,';
  const intro = `${wines.length === 1 ? 'One wine' : `${wines.length} wines`} in your cellar ${wines.length === 1 ? 'is' : 'are'} entering ${wines.length === 1 ? 'its' : 'their'} drinking window:`;
  const lines = wines.map(windowLine);
  const outro = 'You can turn this monthly email off in My Cellar.';
  const text = [greeting, '', intro, ...lines.map((line) => `- ${line}`), '', `My Cellar: ${cellarUrl}`, outro, '', BRAND.company].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b1d1a;background:#faf6ef;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>My Cellar: <a href="${escapeHtml(cellarUrl)}">${escapeHtml(cellarUrl)}</a></p>
<p>${escapeHtml(outro)}</p>
<p>${escapeHtml(BRAND.company)}</p>
</body></html>`;
  return {
    kind: 'cellar_window',
    to,
    subject: `${BRAND.name}: ${wines.length === 1 ? 'a wine' : `${wines.length} wines`} ready to drink this year`,
    text,
    html,
    attachments: [],
  };
}
