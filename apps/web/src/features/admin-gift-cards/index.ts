// Staff's gift cards: the list with the outstanding liability, making cards (codes shown once,
// downloadable as CSV), and a card's page (disable or enable with a reason, its history).
export { GiftCardsList } from './components/gift-cards-list';
export { GiftCardBatch } from './components/gift-card-batch';
export { GiftCardPage } from './components/gift-card-view';
