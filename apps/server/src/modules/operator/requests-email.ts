import { BRAND } from '@trg/contract/brand';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../accounts/index.ts';
import type { NewInfoRequest } from '../contact/index.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { escapeHtml } from '@trg/contract/html';

/** Paragraphs of plain text as HTML: escaped, blank lines between paragraphs, line breaks kept. */
export const textToHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

export const REPLY_SUBJECT = `Re: your request to ${BRAND.name}`;

/** The staff's answer to a request, as the requester receives it (sent from MAIL_FROM, as every mail). */
export function replyEmail(to: string, firstName: string, body: string): QueuedEmail {
  const text = [`Hello ${firstName},`, '', body, '', `${BRAND.name}`, BRAND.email].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
${textToHtml(body)}
<p>${escapeHtml(BRAND.name)}<br><a href="mailto:${escapeHtml(BRAND.email)}">${escapeHtml(BRAND.email)}</a></p>`;
  return { kind: 'request-reply', to, subject: REPLY_SUBJECT, text, html, attachments: [] };
}

/**
 * Tells every staff account of a new request, in the transaction that stores it (the contact module's
 * `onRequestCreated` port, wired in app.ts). The mail names the requester and links to the console; the message
 * and contact details stay behind the sign-in, so that mailboxes hold as little personal data as possible.
 */
export async function notifyStaffOfRequest(tx: Db, request: NewInfoRequest, publicUrl: string): Promise<void> {
  const staff = await staffAccounts(tx);
  const name = `${request.firstName} ${request.lastName}`.trim();
  const link = new URL(operatorPaths.request(request.id), publicUrl).toString();
  const text = [`${name} sent a request for information through the home page.`, '', `Read and answer it in the console: ${link}`].join(
    '\n',
  );
  const html = `<p>${escapeHtml(name)} sent a request for information through the home page.</p>
<p><a href="${escapeHtml(link)}">Read and answer it in the console</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>`;
  for (const { email } of staff) {
    await enqueueEmail(tx, { kind: 'request-new', to: email, subject: `New request from ${name}`, text, html, attachments: [] });
  }
}
