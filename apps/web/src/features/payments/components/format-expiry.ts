/**
 * The expiry as the buyer types it, shown as Stripe's field shows it ('MM / YY'): the slash comes by itself, so a
 * phone's number pad (which has none) can type '1229'; a month typed as one digit and a separator is padded ('1/'
 * is '01'); autofill's 4-digit year is kept ('12 / 2029').
 */
export function formatExpiryInput(raw: string): string {
  const oneDigitMonth = /^\s*\d\s*[/\-.\s]/.test(raw);
  let digits = raw.replace(/\D/g, '');
  if (oneDigitMonth) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
