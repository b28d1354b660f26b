import { z } from 'zod';
import { inputObject, singleLineText } from './text.ts';

/**
 * A host's bank account for payouts by SEPA credit transfer: the IBAN (checked with its mod-97 check digits,
 * ISO 13616), the BIC (ISO 9362) and the account holder's name.
 */

/** The IBAN as banks write it in files: no spaces, capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Groups of four, as people read it: 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder mod 97 of the IBAN's digits, with its first four characters moved to the end (letters: A=10 ... Z=35). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why the IBAN is not valid (a message a person can act on), or null when it is. */
export function ibanProblem(value: string): string | null {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    return 'Enter an IBAN: two letters for the country, two check digits and the account number (15 to 34 characters).';
  }
  if (ibanRemainder(iban) !== 1) return 'This IBAN’s check digits do not match: please check it for a typing mistake.';
  return null;
}

export const isValidIban = (value: string): boolean => ibanProblem(value) === null;

/** A BIC: bank (4 letters), country (2), location (2) and optionally a branch (3). */
export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function bicProblem(value: string): string | null {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(value))
    ? null
    : 'Enter the BIC (SWIFT code) of the bank: 8 or 11 letters and digits, such as COBADEFFXXX.';
}

/** A host's bank account for payouts, as sent and shown (the IBAN grouped in fours). */
export const BankDetailsSchema = z.object({
  accountHolder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

export const BankDetailsInputSchema = inputObject({
  accountHolder: singleLineText('Enter the name the bank account is held in.')
    .trim()
    .max(70, { error: 'Keep the account holder under 70 characters.' }),
  iban: z.string({ error: 'Enter an IBAN.' }).max(42, { error: 'An IBAN has at most 34 characters.' }),
  bic: z.string({ error: 'Enter the BIC of the bank.' }).max(14, { error: 'A BIC has 8 or 11 characters.' }),
});
export type BankDetailsInput = z.infer<typeof BankDetailsInputSchema>;

export const StatementQuerySchema = inputObject({
  month: z.string({ error: 'Choose a month, like 2026-11.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month, like 2026-11.' }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'Choose a currency code, like EUR.' })
    .default('EUR'),
  /** Ours: `json` answers the same figures as `StatementSchema` (for the printable page); CSV otherwise. */
  format: z.enum(['csv', 'json'], { error: 'Choose the format csv or json.' }).default('csv'),
});

/** The platform's fee invoice number as printed: 'F-000123'. */
export const feeInvoiceNumber = (number: number): string => `F-${String(number).padStart(6, '0')}`;

/** One movement of a host's balance in the month; amounts in minor units. */
export const StatementLineSchema = z.object({
  date: z.string(),
  kind: z.string(),
  /** 'Sale', 'Refund', 'Payout'... */
  label: z.string(),
  reference: z.string(),
  salesMinor: z.number().int(),
  feeMinor: z.number().int(),
  feeInvoice: z.string().nullable(),
  refundsMinor: z.number().int(),
  disputesMinor: z.number().int(),
  payoutsMinor: z.number().int(),
  /** What the movement did to the balance (a sale +, a refund or payout −). */
  amountMinor: z.number().int(),
  balanceMinor: z.number().int(),
});

/** GET /api/auth/business-profile/statement?format=json (ours, decision 0030): the CSV's figures. */
export const StatementSchema = z.object({
  hostName: z.string(),
  month: z.string(),
  currency: z.string(),
  openingMinor: z.number().int(),
  closingMinor: z.number().int(),
  lines: z.array(StatementLineSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

/** Ours (decision 0030, "Stripe Connect"): the host's Stripe Express account, as the payout page shows it. */
export const StripeConnectStatusSchema = z.object({
  accountId: z.string().nullable(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type StripeConnectStatus = z.infer<typeof StripeConnectStatusSchema>;

/** The answer to starting (or resuming) onboarding: where to send the host, and until when the link works. */
export const StripeConnectOnboardingSchema = StripeConnectStatusSchema.extend({
  accountId: z.string(),
  onboardingUrl: z.string(),
  expiresAt: z.string(),
});
