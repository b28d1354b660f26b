import type { PricingRates } from '@trg/contract/pricing';
import type { Config } from '../../config.ts';

/** The cart's configured rules: the pricing rates, and how long a checkout holds its tickets. */
export interface CartSettings {
  rates: PricingRates;
  reservationMinutes: number;
}

export function cartSettings(config: Config): CartSettings {
  return {
    rates: {
      feeRateBasisPoints: config.BOOKING_FEE_PERCENT,
      feeMinimumHundredths: config.BOOKING_FEE_MINIMUM,
      vatRateBasisPoints: config.VAT_PERCENT,
    },
    reservationMinutes: config.RESERVATION_MINUTES,
  };
}
