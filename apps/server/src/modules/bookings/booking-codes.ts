import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** "TRG-7KQ4MX": short enough to read out, 31^6 (about 900 million) values. */
export function newBookingReference(): string {
  return `TRG-${randomCode(6)}`;
}

/** "K7QM-4XPD-2RTA": a ticket's code, printed and in its QR code; 31^12 values, not guessable. */
export function newTicketCode(): string {
  return `${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
}
