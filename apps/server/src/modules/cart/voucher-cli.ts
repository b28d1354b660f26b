import { parseArgs } from 'node:util';
import { desc } from 'drizzle-orm';
import { decimalToMinor } from '@trg/contract/money';
import { formatDate, isIsoDate } from '@trg/contract/dates';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { vouchers } from './schema.ts';
import { createVoucher, VoucherInputError, voucherDayEnd, voucherDayStart, voucherSummary, type NewVoucher } from './vouchers.ts';

const USAGE = `Vouchers for the checkout.

  npm run voucher -- create --code SUMMER25 --percent 25 [--from 2026-06-01] [--until 2026-08-31] [--limit 100] [--item 12] [--description "..."]
  npm run voucher -- create --code TENOFF --amount 10.00 --currency GBP [...]
  npm run voucher -- list

--from and --until are whole days in UTC (--until includes its day); --limit counts paid orders and checkouts
under way; --item makes the voucher apply to that event or experience only.`;

/** A YYYY-MM-DD day (UTC) as its first or last instant. */
function day(value: string | undefined, end: boolean): Date | null {
  if (value === undefined) return null;
  if (!isIsoDate(value)) throw new VoucherInputError(`${value} is not a date (YYYY-MM-DD).`);
  return end ? voucherDayEnd(value) : voucherDayStart(value);
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new VoucherInputError(`--${name} must be a whole number.`);
  return Number(value);
}

export function parseCreateArgs(args: string[]): NewVoucher {
  const { values } = parseArgs({
    args,
    options: {
      code: { type: 'string' },
      percent: { type: 'string' },
      amount: { type: 'string' },
      currency: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      limit: { type: 'string' },
      item: { type: 'string' },
      description: { type: 'string' },
    },
    strict: true,
  });
  if (!values.code) throw new VoucherInputError('--code is required.');
  const currency = values.currency?.toUpperCase();
  let amountMinor: number | undefined;
  if (values.amount !== undefined) {
    if (!currency) throw new VoucherInputError('--amount needs --currency.');
    amountMinor = decimalToMinor(values.amount, currency);
    if (amountMinor === undefined) throw new VoucherInputError(`${values.amount} is not an amount in ${currency}.`);
  }
  return {
    code: values.code,
    percent: wholeNumber(values.percent, 'percent'),
    amountMinor,
    currency,
    itemId: wholeNumber(values.item, 'item') ?? null,
    validFrom: day(values.from, false),
    validUntil: day(values.until, true),
    maxRedemptions: wholeNumber(values.limit, 'limit') ?? null,
    description: values.description ?? null,
  };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'create' && command !== 'list') {
    console.log(USAGE);
    return command === undefined || command === '--help' ? 0 : 1;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'create') {
      const voucher = await createVoucher(database.db, parseCreateArgs(rest));
      console.log(`Created voucher ${voucher.code}.`);
    } else {
      for (const v of await database.db.select().from(vouchers).orderBy(desc(vouchers.id))) {
        const what = voucherSummary(v);
        const window = [v.validFrom ? `from ${formatDate(v.validFrom)}` : '', v.validUntil ? `until ${formatDate(v.validUntil)}` : '']
          .filter(Boolean)
          .join(' ');
        console.log(
          `${v.code}\t${what}${v.itemId ? ` on item ${v.itemId}` : ''}${window ? `, ${window}` : ''}${v.maxRedemptions ? `, limit ${v.maxRedemptions}` : ''}`,
        );
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof VoucherInputError || (error instanceof Error && error.name === 'TypeError' && 'code' in error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
