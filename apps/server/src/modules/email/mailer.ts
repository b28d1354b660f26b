import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; cid: string; contentType: string; content: Buffer }>;
}

export interface Mailer {
  /** Where mail goes, for the start-up log: "SMTP" or the outbox folder. */
  readonly destination: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to read in any mail client. */
export function createMailer({ smtpUrl, outboxDir }: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      destination: 'SMTP',
      async send(email) {
        await transport.sendMail(email);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outboxDir,
    async send(email) {
      const info = await transport.sendMail(email);
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message);
    },
    close: () => transport.close(),
  };
}
