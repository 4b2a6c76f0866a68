// Staff's discount codes: the list, and a code's page (its terms, its use, its history).
export { DiscountsList } from './components/discounts-list';
export { DiscountEditor } from './components/discount-editor';
