import { decimalToMinor, formatMoney } from '@trg/contract/money';
import { priceTicket } from '@trg/contract/pricing';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import './cart.css';

/**
 * The all-in price of one ticket (price, booking fee and the VAT on the fee), for listing and detail pages,
 * as UK rules on drip pricing expect beside the price and fee. Same rules as the server's cart.
 */
export function AllInPrice({ price, currency }: { price: string | number; currency: string }) {
  const config = usePaymentConfig();
  const priceMinor = decimalToMinor(price, currency);
  if (!config.data || priceMinor === undefined) return null;
  const ticket = priceTicket(priceMinor, currency, config.data.pricing);
  return (
    <p className="all-in-price">
      <strong>{formatMoney(ticket.allInMinor, currency)}</strong> per ticket all-in
      <span className="all-in-price__parts">
        {' '}
        ({formatMoney(ticket.priceMinor, currency)} + {formatMoney(ticket.feeMinor, currency)} booking fee + {formatMoney(ticket.vatMinor, currency)} VAT)
      </span>
    </p>
  );
}
