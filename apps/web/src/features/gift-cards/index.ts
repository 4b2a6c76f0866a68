// The gift cards feature's public file: what other features may use.
export { GIFT_MESSAGE_CLEAR_MS, giftCardError } from './gift-card-messages';
export { useApplyGiftCard } from './api/apply-gift-card';
export { GiftCardCode } from './components/gift-card-form';
