// The gift cards' public face: what the checkout holds and settles with, the console's list and void, and the
// wiring app.ts does. The tables stay inside.
export { giftCardPayments, giftCardsModule, type GiftCardPayments } from './plugin.ts';
export {
  giftCardHoldStands,
  giftCardListing,
  giftCardRedemptionOf,
  holdGiftCard,
  releaseGiftCardHold,
  voidGiftCard,
  type GiftCardEvent,
} from './service.ts';
